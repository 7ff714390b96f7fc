import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router';

/**
 * Leaving the wizard (the way back, the browser's back button) with changes the server does
 * not have yet saves them first; if that save fails, the user decides whether to leave anyway.
 * The blocked navigation is dropped and made again after the save, because the save itself
 * may navigate (the first one puts ?id= in the URL), which ends a blocker's "blocked" state.
 */
export function useFlushBeforeLeaving(flush: () => Promise<unknown>, isDirty: () => boolean) {
  const { t } = useTranslation('compose');
  const navigate = useNavigate();
  /** The user chose to leave without the last changes: let that navigation through. */
  const leavingAnyway = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leavingAnyway.current && currentLocation.pathname !== nextLocation.pathname && isDirty(),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { pathname, search, hash } = blocker.location;
    blocker.reset();
    const leave = () => void navigate({ pathname, search, hash });
    flush().then(leave, () => {
      if (!window.confirm(t('save.leaveUnsaved'))) return;
      leavingAnyway.current = true;
      leave();
    });
  }, [blocker, flush, navigate, t]);
}
