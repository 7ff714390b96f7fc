import { PlaceholderPage } from '@/shared/components/placeholder-page';

export default function Audience360Page() {
  return <PlaceholderPage id="audience360" />;
}
