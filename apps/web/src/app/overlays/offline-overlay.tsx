import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '@/shared/hooks/use-online-status';

/** Covers the app while the browser is offline (spec section 2: 'Network connection lost'). */
export function OfflineOverlay() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div
      className="app-overlay app-overlay--offline"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="offline-title"
    >
      <div className="app-overlay__panel">
        <WifiOff size={36} aria-hidden="true" />
        <h2 id="offline-title" className="h5 mt-3 mb-1">
          {t('errors.networkLost')}
        </h2>
        <p className="text-body-secondary mb-0">{t('errors.networkLostHint')}</p>
      </div>
    </div>
  );
}
