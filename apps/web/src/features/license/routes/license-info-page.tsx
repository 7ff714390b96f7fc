import { PlaceholderPage } from '@/shared/components/placeholder-page';

export default function LicenseInfoPage() {
  return <PlaceholderPage id="licenseInfo" />;
}
