import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import type { TActiveToggle } from '../../hooks/use-active-toggle';

/** Deactivate (which asks first) or reactivate one row of an admin list. */
export function ActiveToggleButton<T>({
  row,
  isActive,
  toggle,
  disabled,
}: {
  row: T;
  isActive: boolean;
  toggle: TActiveToggle<T>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin');
  return isActive ? (
    <Button
      size="sm"
      variant="outline-danger"
      onClick={() => toggle.setDeactivating(row)}
      disabled={disabled}
    >
      {t('common.deactivate')}
    </Button>
  ) : (
    <Button
      size="sm"
      variant="outline-secondary"
      onClick={() => toggle.toggle(row, true)}
      disabled={disabled}
    >
      {t('common.reactivate')}
    </Button>
  );
}
