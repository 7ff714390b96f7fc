import { PlaceholderPage } from '@/shared/components/placeholder-page';

export default function MyProfilePage() {
  return <PlaceholderPage id="myProfile" />;
}
