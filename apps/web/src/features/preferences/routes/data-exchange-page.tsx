import { PlaceholderPage } from '@/shared/components/placeholder-page';

export default function DataExchangePage() {
  return <PlaceholderPage id="dataExchange" />;
}
