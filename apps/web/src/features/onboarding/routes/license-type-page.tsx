import { PlaceholderPage } from '@/shared/components/placeholder-page';

export default function LicenseTypePage() {
  return <PlaceholderPage id="licenseType" />;
}
