import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { Clock, DoorOpen, GitFork, LogIn, Send, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TJourneyNodeType, TNodeCount } from '@resonate/contracts/campaigns/journeys';
import { shortenNumber } from '@resonate/contracts/format/number';

export type TStepData = {
  type: TJourneyNodeType;
  summary: string;
  count: TNodeCount | null;
  error: string | null;
};
export type TStepNode = Node<TStepData, 'step'>;

export const STEP_ICONS: Record<TJourneyNodeType, LucideIcon> = {
  entry: LogIn,
  send: Send,
  wait: Clock,
  split: GitFork,
  exit: DoorOpen,
};

/**
 * One step on the canvas: icon, kind, a one-line summary, its live counts and, after Validate,
 * what is wrong with it (in words, not only red). Entries take no input; exits lead nowhere; a
 * split has a yes and a no way out.
 */
export function StepNode({ id, data, selected }: NodeProps<TStepNode>) {
  const { t } = useTranslation('journeys');
  const Icon = STEP_ICONS[data.type];
  const errorId = `journey-step-error-${id}`;
  return (
    <div
      className={`journey-node journey-node--${data.type}${selected ? ' is-selected' : ''}${data.error ? ' has-error' : ''}`}
      data-testid={`journey-node-${id}`}
      title={data.error ?? undefined}
      aria-describedby={data.error ? errorId : undefined}
    >
      {data.type !== 'entry' && <Handle type="target" position={Position.Top} />}
      <div className="journey-node__head">
        <Icon size={16} aria-hidden="true" />
        <span>{t(`steps.${data.type}`)}</span>
      </div>
      <div className="journey-node__summary">{data.summary}</div>
      {data.count && (
        <div className="journey-node__count" data-testid={`journey-count-${id}`}>
          {data.type === 'exit'
            ? t('counts.finished', { n: shortenNumber(data.count.exited ?? data.count.entered) })
            : t('counts.step', {
                current: shortenNumber(data.count.current),
                entered: shortenNumber(data.count.entered),
              })}
        </div>
      )}
      {data.error && (
        <div className="journey-node__error" id={errorId}>
          {data.error}
        </div>
      )}
      {data.type === 'split' ? (
        <>
          <Handle
            type="source"
            id="yes"
            position={Position.Bottom}
            className="journey-handle--yes"
          />
          <Handle type="source" id="no" position={Position.Bottom} className="journey-handle--no" />
        </>
      ) : (
        data.type !== 'exit' && <Handle type="source" position={Position.Bottom} />
      )}
    </div>
  );
}
