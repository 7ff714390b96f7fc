import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/shared/store/app-store';

/** Full-page loader: on while any call counts itself in, or while forced (spec section 2). */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const visible = useAppStore((state) => state.loadingCount > 0 || state.forceLoading);
  if (!visible) return null;
  return (
    <div className="app-overlay app-overlay--loading" role="status" aria-live="polite">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
