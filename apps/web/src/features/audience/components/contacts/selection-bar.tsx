import { ListPlus, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { groupThousands } from '@resonate/contracts/patterns';
import { canChangeFeature } from '@/shared/storage/permissions';

/** What can be done with the selected contacts (kept across pages until cleared). */
export function SelectionBar({
  count,
  onAddToList,
  onDelete,
  onClear,
}: {
  count: number;
  onAddToList: () => void;
  onDelete: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('audience');
  return (
    <div className="contacts-selection" role="region" aria-label={t('selection.label')}>
      <span className="contacts-selection__count" aria-live="polite">
        {t('selection.count', { count, formatted: groupThousands(count) })}
      </span>
      {canChangeFeature(FEATURE_IDS.audience, 'edit') ? (
        <Button size="sm" variant="outline-primary" onClick={onAddToList}>
          <ListPlus size={16} aria-hidden="true" /> {t('selection.addToList')}
        </Button>
      ) : null}
      {canChangeFeature(FEATURE_IDS.audience, 'delete') ? (
        <Button size="sm" variant="outline-danger" onClick={onDelete}>
          <Trash2 size={16} aria-hidden="true" /> {t('selection.delete')}
        </Button>
      ) : null}
      <Button size="sm" variant="link" className="ms-auto" onClick={onClear}>
        <X size={16} aria-hidden="true" /> {t('selection.clear')}
      </Button>
    </div>
  );
}
