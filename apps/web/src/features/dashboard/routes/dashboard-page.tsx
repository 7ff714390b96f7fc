import { PlaceholderPage } from '@/shared/components/placeholder-page';

export default function DashboardPage() {
  return <PlaceholderPage id="dashboard" />;
}
