import { Outlet } from 'react-router';
import { useGlobalGuards } from './behaviours/use-global-guards';
import { LoadingOverlay } from './overlays/loading-overlay';
import { OfflineOverlay } from './overlays/offline-overlay';
import { useBootData } from './use-boot-data';

/** Above every route, docs included: document-wide behaviours, boot data and overlays. */
export function AppRoot() {
  useGlobalGuards();
  useBootData();
  return (
    <>
      <Outlet />
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
