import type { TEmailBlock } from '@resonate/contracts/campaigns/email-design';
import { useTranslation } from 'react-i18next';
import { fieldProblems, type TProblems } from '../lib/problems';
import { ColumnsFields } from './columns-fields';
import { SimpleBlockFields } from './simple-block-fields';

type TProps = {
  block: TEmailBlock | undefined;
  index: number | null;
  problems: TProblems;
  onChange: (index: number, block: TEmailBlock) => void;
};

/** The side panel: the selected block's properties, or how to get some. */
export function BlockProperties({ block, index, problems, onChange }: TProps) {
  const { t } = useTranslation('templateBuilder');
  if (!block || index === null) {
    return <p className="text-body-secondary small">{t('props.none')}</p>;
  }
  const prefix = `content.design.blocks.${index}`;
  const errors = fieldProblems(problems, prefix);
  return (
    <section aria-labelledby="builder-props-title">
      <h2 id="builder-props-title" className="h6">
        {t('props.title', { name: t(`blockTypes.${block.type}`), index: index + 1 })}
      </h2>
      {errors[''] && (
        <p className="text-danger small" role="alert">
          {errors['']}
        </p>
      )}
      {block.type === 'columns' ? (
        <ColumnsFields
          key={index}
          block={block}
          index={index}
          problems={problems}
          onChange={(next) => onChange(index, next)}
        />
      ) : (
        <SimpleBlockFields
          block={block}
          errors={errors}
          onChange={(next) => onChange(index, next)}
        />
      )}
    </section>
  );
}
