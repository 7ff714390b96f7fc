import { PlaceholderPage } from '@/shared/components/placeholder-page';

export default function InvoicePage() {
  return <PlaceholderPage id="invoice" />;
}
