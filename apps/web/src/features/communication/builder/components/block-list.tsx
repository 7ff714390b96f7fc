import type { TEmailBlock } from '@resonate/contracts/campaigns/email-design';
import { ArrowDown, ArrowUp, Copy, GripVertical, Trash2 } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { summaryOf } from '../lib/blocks';

type TProps = {
  blocks: readonly { key: string; block: TEmailBlock }[];
  selected: number | null;
  /** Block index -> the first problem the server found in it. */
  problems: ReadonlyMap<number, string>;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onDelete: (index: number) => void;
  /** Label of the list (the email's blocks, or one column's). */
  label: string;
};

/**
 * The blocks in order. Reordering works by drag and drop and, for the keyboard, by the move
 * up/down buttons of each row; the moved block keeps its focus so it can be moved again.
 */
export function BlockList({ blocks, selected, problems, label, ...on }: TProps) {
  const { t } = useTranslation('templateBuilder');
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const move = (from: number, to: number, focus: 'up' | 'down') => {
    on.onMove(from, to);
    requestAnimationFrame(() => {
      const row = document.querySelector<HTMLElement>(`[data-block-row="${label}:${to}"]`);
      row?.querySelector<HTMLElement>(`[data-move="${focus}"]:not(:disabled)`)?.focus();
    });
  };
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null && dragged !== index) on.onMove(dragged, index);
    setDragged(null);
    setOver(null);
  };

  if (blocks.length === 0) {
    return <p className="builder-empty text-body-secondary small">{t('blocks.empty')}</p>;
  }
  return (
    <ol className="builder-blocks" aria-label={label}>
      {blocks.map(({ key, block }, index) => {
        const name = t(`blockTypes.${block.type}`);
        const problem = problems.get(index);
        const classes = [
          'builder-block',
          selected === index ? 'is-selected' : '',
          problem ? 'has-problem' : '',
          over === index && dragged !== index ? 'is-drop-target' : '',
        ];
        return (
          <li
            key={key}
            className={classes.filter(Boolean).join(' ')}
            data-block-row={`${label}:${index}`}
            draggable
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(index));
            }}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(index);
            }}
            onDragLeave={() => setOver((current) => (current === index ? null : current))}
            onDrop={(event) => drop(event, index)}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
          >
            <GripVertical size={16} className="builder-block__grip" aria-hidden="true" />
            <button
              type="button"
              className="builder-block__select"
              aria-pressed={selected === index}
              aria-label={t('blocks.select', { index: index + 1, name })}
              onClick={() => on.onSelect(index)}
            >
              <span className="builder-block__type">{name}</span>
              <span className="builder-block__summary text-truncate">
                {block.type === 'columns'
                  ? t('blocks.columnsSummary', { count: block.columns.length })
                  : summaryOf(block)}
              </span>
              {problem && <span className="builder-block__problem">{problem}</span>}
            </button>
            <div className="builder-block__actions">
              <Button
                variant="link"
                size="sm"
                data-move="up"
                disabled={index === 0}
                aria-label={t('blocks.moveUp', { index: index + 1, name })}
                onClick={() => move(index, index - 1, index - 1 === 0 ? 'down' : 'up')}
              >
                <ArrowUp size={16} aria-hidden="true" />
              </Button>
              <Button
                variant="link"
                size="sm"
                data-move="down"
                disabled={index === blocks.length - 1}
                aria-label={t('blocks.moveDown', { index: index + 1, name })}
                onClick={() =>
                  move(index, index + 1, index + 1 === blocks.length - 1 ? 'up' : 'down')
                }
              >
                <ArrowDown size={16} aria-hidden="true" />
              </Button>
              <Button
                variant="link"
                size="sm"
                aria-label={t('blocks.duplicate', { index: index + 1, name })}
                onClick={() => on.onDuplicate(index)}
              >
                <Copy size={16} aria-hidden="true" />
              </Button>
              <Button
                variant="link"
                size="sm"
                className="text-danger"
                aria-label={t('blocks.delete', { index: index + 1, name })}
                onClick={() => on.onDelete(index)}
              >
                <Trash2 size={16} aria-hidden="true" />
              </Button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
