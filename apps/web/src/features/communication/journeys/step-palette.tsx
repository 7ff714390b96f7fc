import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TJourneyNodeType } from '@resonate/contracts/campaigns/journeys';
import { PALETTE_MIME } from './journey-canvas';
import { STEP_ICONS } from './step-node';

const ADDABLE: TJourneyNodeType[] = ['send', 'wait', 'split', 'exit'];

/** Steps to add: a click puts one under the selected step, a drag drops it where it lands. */
export function StepPalette({
  disabled,
  onAdd,
}: {
  disabled: boolean;
  onAdd: (type: TJourneyNodeType) => void;
}) {
  const { t } = useTranslation('journeys');
  return (
    <div className="journey-palette" role="toolbar" aria-label={t('palette.label')}>
      <span className="journey-palette__title">{t('palette.label')}</span>
      {ADDABLE.map((type) => {
        const Icon = STEP_ICONS[type];
        return (
          <Button
            key={type}
            variant="outline-secondary"
            size="sm"
            disabled={disabled}
            draggable={!disabled}
            onDragStart={(event) => {
              event.dataTransfer.setData(PALETTE_MIME, type);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onClick={() => onAdd(type)}
          >
            <Icon size={14} aria-hidden="true" /> {t('palette.add', { step: t(`steps.${type}`) })}
          </Button>
        );
      })}
    </div>
  );
}
