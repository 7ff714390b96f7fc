import { PlaceholderPage } from '@/shared/components/placeholder-page';

// Scaffold: filled in by the audience work.
export default function TargetListDetailPage() {
  return <PlaceholderPage id="masterData" withHeader={false} />;
}
