import { Trash2, X } from 'lucide-react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TAttribute } from '@resonate/contracts/audience/contact-attributes';
import type { TComposeOptions } from '@resonate/contracts/campaigns/compose';
import type { TJourneyGraph, TJourneyNode, TReentry } from '@resonate/contracts/campaigns/journeys';
import { EntryPanel } from './entry-panel';
import { sendStepsBefore } from './journey-graph';
import { SendPanel } from './send-panel';
import { SplitPanel } from './split-panel';
import { StepEntries } from './step-entries';
import { STEP_ICONS } from './step-node';
import { WaitPanel } from './wait-panel';

type TProps = {
  journeyId: number;
  /** Started at least once: who sits at the step is worth showing. */
  showEntries: boolean;
  live: boolean;
  node: TJourneyNode;
  graph: TJourneyGraph;
  reentry: TReentry;
  summaries: Record<string, string>;
  error: string | null;
  options: TComposeOptions | undefined;
  attributes: TAttribute[];
  readOnly: boolean;
  onConfig: (config: TJourneyNode['config']) => void;
  onReentry: (reentry: TReentry) => void;
  onDelete: () => void;
  onClose: () => void;
};

/** The selected step's settings, beside the canvas. */
export function NodePanel(props: TProps) {
  const { node, readOnly } = props;
  const { t } = useTranslation('journeys');
  const Icon = STEP_ICONS[node.type];
  return (
    <aside className="journey-panel" aria-labelledby="journey-panel-title">
      <div className="journey-panel__head">
        <h2 id="journey-panel-title" className="h6 mb-0">
          <Icon size={16} aria-hidden="true" /> {t(`steps.${node.type}`)}
          <span className="text-body-secondary fw-normal"> · {node.id}</span>
        </h2>
        <Button variant="link" size="sm" aria-label={t('panel.close')} onClick={props.onClose}>
          <X size={16} aria-hidden="true" />
        </Button>
      </div>
      {props.error && (
        <div className="alert alert-danger py-2 small" role="alert">
          {props.error}
        </div>
      )}
      {readOnly && <p className="small text-body-secondary">{t('panel.readOnly')}</p>}
      <PanelBody {...props} />
      {props.showEntries && node.type !== 'exit' && (
        <StepEntries key={node.id} journeyId={props.journeyId} nodeId={node.id} live={props.live} />
      )}
      {node.type !== 'entry' && !readOnly && (
        <Button variant="outline-danger" size="sm" className="mt-2" onClick={props.onDelete}>
          <Trash2 size={14} aria-hidden="true" /> {t('panel.delete')}
        </Button>
      )}
    </aside>
  );
}

function PanelBody({
  node,
  graph,
  reentry,
  summaries,
  options,
  attributes,
  readOnly,
  onConfig,
  onReentry,
}: TProps) {
  const { t } = useTranslation('journeys');
  switch (node.type) {
    case 'entry':
      return (
        <EntryPanel
          trigger={node.config.trigger}
          reentry={reentry}
          options={options}
          attributes={attributes}
          disabled={readOnly}
          onTrigger={(trigger) => onConfig({ trigger })}
          onReentry={onReentry}
        />
      );
    case 'send':
      return (
        <SendPanel send={node.config} options={options} disabled={readOnly} onChange={onConfig} />
      );
    case 'wait':
      return <WaitPanel wait={node.config} disabled={readOnly} onChange={onConfig} />;
    case 'split':
      return (
        <SplitPanel
          split={node.config}
          sendSteps={sendStepsBefore(graph, node.id)}
          summaries={summaries}
          attributes={attributes}
          disabled={readOnly}
          onChange={onConfig}
        />
      );
    case 'exit':
      return <p className="small text-body-secondary">{t('panel.exit')}</p>;
  }
}
