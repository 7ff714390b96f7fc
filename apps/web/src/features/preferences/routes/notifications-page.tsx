import { PlaceholderPage } from '@/shared/components/placeholder-page';

export default function NotificationsPage() {
  return <PlaceholderPage id="notifications" />;
}
