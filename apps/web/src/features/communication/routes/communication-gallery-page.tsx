import { PlaceholderPage } from '@/shared/components/placeholder-page';

/** A tab of its area: the area layout shows the page header and the tab bar. */
export default function CommunicationGalleryPage() {
  return <PlaceholderPage id="communicationGallery" withHeader={false} />;
}
