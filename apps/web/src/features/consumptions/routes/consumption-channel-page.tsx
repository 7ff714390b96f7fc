import { PlaceholderPage } from '@/shared/components/placeholder-page';

export default function ConsumptionChannelPage() {
  return <PlaceholderPage id="consumptionChannel" />;
}
