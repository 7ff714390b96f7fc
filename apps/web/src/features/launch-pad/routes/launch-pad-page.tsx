import { PlaceholderPage } from '@/shared/components/placeholder-page';

export default function LaunchPadPage() {
  return <PlaceholderPage id="launchPad" />;
}
