import { PlaceholderPage } from '@/shared/components/placeholder-page';

export default function PrivacyPage() {
  return <PlaceholderPage id="privacy" />;
}
