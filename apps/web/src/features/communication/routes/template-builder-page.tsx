import { FullScreenPage } from '../components/full-screen-page';

export default function TemplateBuilderPage() {
  return <FullScreenPage id="templateBuilder" />;
}
