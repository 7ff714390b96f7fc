import type { TEmailBlockType } from '@resonate/contracts/campaigns/email-design';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** Buttons that append a block; the new block is selected for editing. */
export function BlockPalette({
  types,
  onAdd,
  label,
}: {
  types: readonly TEmailBlockType[];
  onAdd: (type: TEmailBlockType) => void;
  label: string;
}) {
  const { t } = useTranslation('templateBuilder');
  return (
    <div className="builder-palette" role="group" aria-label={label}>
      {types.map((type) => (
        <Button
          key={type}
          variant="outline-secondary"
          size="sm"
          aria-label={t('palette.add', { name: t(`blockTypes.${type}`) })}
          onClick={() => onAdd(type)}
        >
          + {t(`blockTypes.${type}`)}
        </Button>
      ))}
    </div>
  );
}
