import { PlaceholderPage } from '@/shared/components/placeholder-page';

export default function AccountActivatePage() {
  return <PlaceholderPage id="accountActivate" />;
}
