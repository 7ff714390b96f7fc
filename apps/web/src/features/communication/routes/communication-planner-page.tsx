import { Planner } from '../planner/planner';

/** A tab of its area: the area layout shows the page header and the tab bar. */
export default function CommunicationPlannerPage() {
  return <Planner />;
}
