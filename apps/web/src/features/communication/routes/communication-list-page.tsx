import { ApprovalPanel } from '../approval/approval-panel';
import { CommunicationList } from '../list/communication-list';
import '../list/communication-list.scss';

/**
 * /communication/list (a tab of the communication layout, which shows the page header and the
 * tabs): what waits for the user's approval, then every communication of the scope.
 */
export default function CommunicationListPage() {
  return (
    <div className="comm-page">
      <ApprovalPanel />
      <CommunicationList />
    </div>
  );
}
