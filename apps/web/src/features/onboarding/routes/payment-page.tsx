import { PlaceholderPage } from '@/shared/components/placeholder-page';

export default function PaymentPage() {
  return <PlaceholderPage id="payment" />;
}
