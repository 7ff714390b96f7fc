import { FullScreenPage } from '../components/full-screen-page';

export default function CreateMdcCommunicationPage() {
  return <FullScreenPage id="createMdc" />;
}
