import { PlaceholderPage } from '@/shared/components/placeholder-page';

export default function TermsPage() {
  return <PlaceholderPage id="terms" />;
}
