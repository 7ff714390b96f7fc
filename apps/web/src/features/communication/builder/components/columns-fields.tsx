import type { TEmailBlock, TSimpleBlock } from '@resonate/contracts/campaigns/email-design';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import {
  duplicated,
  moved,
  newBlock,
  replaced,
  SIMPLE_BLOCK_TYPES,
  withColumnBlocks,
  without,
} from '../lib/blocks';
import { columnProblems, fieldProblems, type TProblems } from '../lib/problems';
import { BlockList } from './block-list';
import { BlockPalette } from './block-palette';
import { SimpleBlockFields } from './simple-block-fields';

type TColumns = Extract<TEmailBlock, { type: 'columns' }>;
type TProps = {
  block: TColumns;
  /** Where the block sits in the email, for its problems' paths. */
  index: number;
  problems: TProblems;
  onChange: (block: TEmailBlock) => void;
};

/**
 * Two or three columns side by side, each with its own list of simple blocks; the block
 * selected in a column is edited below the lists.
 */
export function ColumnsFields({ block, index, problems, onChange }: TProps) {
  const { t } = useTranslation('templateBuilder');
  const [selected, setSelected] = useState<{ column: number; inner: number } | null>(null);
  const starter = (type: string) => t(`starter.${type}`, { defaultValue: '' });
  const change = (column: number, edit: (blocks: TSimpleBlock[]) => TSimpleBlock[]) =>
    onChange(withColumnBlocks(block, column, edit));
  const setCount = (count: number) => {
    const columns = block.columns.slice(0, count);
    while (columns.length < count) columns.push({ blocks: [] });
    onChange({ ...block, columns });
    if (selected && selected.column >= count) setSelected(null);
  };
  const current = selected ? block.columns[selected.column]?.blocks[selected.inner] : undefined;

  return (
    <div>
      <Form.Group className="mb-3" controlId="block-columns">
        <Form.Label>{t('props.columnCount')}</Form.Label>
        <Form.Select
          value={block.columns.length}
          onChange={(event) => setCount(Number(event.target.value))}
        >
          <option value={2}>{t('props.columnsOption', { count: 2 })}</option>
          <option value={3}>{t('props.columnsOption', { count: 3 })}</option>
        </Form.Select>
      </Form.Group>
      {block.columns.map((column, c) => {
        const label = t('props.column', { number: c + 1 });
        return (
          <fieldset key={c} className="builder-column mb-3">
            <legend className="h6">{label}</legend>
            <BlockList
              label={label}
              blocks={column.blocks.map((inner, i) => ({ key: `${c}.${i}`, block: inner }))}
              selected={selected?.column === c ? selected.inner : null}
              problems={columnProblems(problems, index, c)}
              onSelect={(inner) => setSelected({ column: c, inner })}
              onMove={(from, to) => {
                change(c, (blocks) => moved(blocks, from, to));
                if (selected?.column === c && selected.inner === from) {
                  setSelected({
                    column: c,
                    inner: Math.max(0, Math.min(column.blocks.length - 1, to)),
                  });
                }
              }}
              onDuplicate={(inner) =>
                change(c, (blocks) => duplicated(blocks, inner, (b) => ({ ...b })))
              }
              onDelete={(inner) => {
                change(c, (blocks) => without(blocks, inner));
                setSelected(null);
              }}
            />
            <BlockPalette
              label={t('palette.addToColumn', { number: c + 1 })}
              types={SIMPLE_BLOCK_TYPES}
              onAdd={(type) => {
                change(c, (blocks) => [...blocks, newBlock(type, starter) as TSimpleBlock]);
                setSelected({ column: c, inner: column.blocks.length });
              }}
            />
          </fieldset>
        );
      })}
      {selected && current && (
        <div className="builder-nested-props">
          <h3 className="h6">
            {t('props.inColumn', {
              name: t(`blockTypes.${current.type}`),
              number: selected.column + 1,
            })}
          </h3>
          <SimpleBlockFields
            block={current}
            errors={fieldProblems(
              problems,
              `content.design.blocks.${index}.columns.${selected.column}.blocks.${selected.inner}`,
            )}
            onChange={(next) =>
              change(selected.column, (blocks) => replaced(blocks, selected.inner, next))
            }
          />
        </div>
      )}
    </div>
  );
}
