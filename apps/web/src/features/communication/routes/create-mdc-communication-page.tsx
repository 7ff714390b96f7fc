import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ComposePage } from '../compose/components/compose-page';

/** create-mdc-communication (header hidden): a new draft, or ?id=N to continue one. */
export default function CreateMdcCommunicationPage() {
  const [params] = useSearchParams();
  // Only the id the page opened with is loaded: the first autosave puts the new draft's id in
  // the URL, which must not reload the wizard under the user's hands.
  const [openedId] = useState(() => {
    const id = Number(params.get('id'));
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  });
  return <ComposePage communicationId={openedId} />;
}
