import { PlaceholderPage } from '@/shared/components/placeholder-page';

export default function InvoiceListPage() {
  return <PlaceholderPage id="invoiceList" />;
}
