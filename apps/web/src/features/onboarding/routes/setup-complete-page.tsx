import { PlaceholderPage } from '@/shared/components/placeholder-page';

export default function SetupCompletePage() {
  return <PlaceholderPage id="setupComplete" />;
}
