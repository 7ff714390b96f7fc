import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useAppStore } from '@/shared/store/app-store';
import { useDialogFocusTrap } from './behaviours/dialog-focus-trap';
import { useGlobalGuards } from './behaviours/use-global-guards';
import { LoadingOverlay } from './overlays/loading-overlay';
import { OfflineOverlay } from './overlays/offline-overlay';
import { useBootData } from './use-boot-data';

// Loaded the first time a session expires: most visits never need it.
const SessionModal = lazy(() => import('@/features/auth/components/session-modal'));

/** Above every route, docs included: document-wide behaviours, boot data and overlays. */
export function AppRoot() {
  useGlobalGuards();
  useDialogFocusTrap();
  useBootData();
  const sessionExpired = useAppStore((state) => state.sessionModal);
  // Each expiry gets a fresh modal (key); it stays mounted while closing, for the fade-out.
  const [episode, setEpisode] = useState({ open: false, count: 0 });
  if (episode.open !== sessionExpired) {
    setEpisode({ open: sessionExpired, count: episode.count + (sessionExpired ? 1 : 0) });
  }
  return (
    <>
      <Outlet />
      {episode.count > 0 ? (
        <Suspense fallback={null}>
          <SessionModal key={episode.count} show={sessionExpired} />
        </Suspense>
      ) : null}
      <LoadingOverlay />
      <OfflineOverlay />
    </>
  );
}

/** Shown while the first lazy route loads. */
export function BootFallback() {
  return (
    <div className="boot-fallback" role="status">
      <div className="spinner-border text-primary" aria-hidden="true" />
    </div>
  );
}
