import { TemplateGallery } from '../gallery/template-gallery';

/** A tab of its area: the area layout shows the page header and the tab bar. */
export default function CommunicationGalleryPage() {
  return <TemplateGallery />;
}
