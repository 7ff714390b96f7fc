import { PlaceholderPage } from '@/shared/components/placeholder-page';

export default function AccountSetupPage() {
  return <PlaceholderPage id="accountSetup" />;
}
