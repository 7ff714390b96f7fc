import { useTranslation } from 'react-i18next';
import type { TSaveState } from '../hooks/use-autosave';

/** "Saving…" / "Saved" beside the way back; a failed save says why. */
export function SaveState({ state, error }: { state: TSaveState; error: string }) {
  const { t } = useTranslation('compose');
  if (state === 'idle') return null;
  return (
    <span
      role="status"
      className={`small ${state === 'error' ? 'text-danger' : 'text-body-secondary'}`}
    >
      {state === 'error' ? t('save.failed', { error }) : t(`save.${state}`)}
    </span>
  );
}
