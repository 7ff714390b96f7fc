import { PlaceholderPage } from '@/shared/components/placeholder-page';

export default function ConsumptionsPage() {
  return <PlaceholderPage id="consumptions" />;
}
