import { PlaceholderPage } from '@/shared/components/placeholder-page';

export default function CommunicationSettingsPage() {
  return <PlaceholderPage id="communicationSettings" />;
}
