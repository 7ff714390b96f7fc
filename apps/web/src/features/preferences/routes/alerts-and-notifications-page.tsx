import { PlaceholderPage } from '@/shared/components/placeholder-page';

export default function AlertsAndNotificationsPage() {
  return <PlaceholderPage id="alertsAndNotifications" />;
}
