import { FullScreenPage } from '../components/full-screen-page';

export default function MdcWorkflowPage() {
  return <FullScreenPage id="mdcWorkflow" />;
}
