import { PlaceholderPage } from '@/shared/components/placeholder-page';

export default function AccountSettingsPage() {
  return <PlaceholderPage id="accountSettings" />;
}
