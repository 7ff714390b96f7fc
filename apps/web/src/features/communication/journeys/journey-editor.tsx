import { ReactFlowProvider } from '@xyflow/react';
import { useMemo, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TJourney, TJourneyNodeType } from '@resonate/contracts/campaigns/journeys';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ZCommunicationNameSchema } from '@resonate/contracts/fields';
import { canChangeFeature } from '@/shared/storage/permissions';
import { useAttributes, useComposeOptions } from '../compose/api/compose-queries';
import { JourneyCanvas } from './journey-canvas';
import { JourneyErrors } from './journey-errors';
import { addNode, insertAfter, removeNodes, updateNode } from './journey-graph';
import { stepDefaults } from './step-defaults';
import { NodePanel } from './node-panel';
import { StepPalette } from './step-palette';
import { stepSummary } from './step-summary';
import { JourneyToolbar } from './journey-toolbar';
import { useJourneyDraft } from './use-journey-draft';

/** The canvas, its palette, the toolbar and the selected step's panel for one journey. */
export function JourneyEditor({ journey }: { journey: TJourney }) {
  const { t } = useTranslation('journeys');
  const options = useComposeOptions();
  const attributes = useAttributes();
  const state = useJourneyDraft(journey);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { draft } = state;
  const canEdit = canChangeFeature(FEATURE_IDS.communications, 'edit');
  const readOnly = !canEdit || (journey.status !== 'draft' && journey.status !== 'paused');
  const defaults = stepDefaults(options.data);

  const summaries = useMemo(() => {
    const lines: Record<string, string> = {};
    for (const node of draft?.graph.nodes ?? [])
      lines[node.id] = stepSummary(node, draft!.graph, options.data, t);
    return lines;
  }, [draft, options.data, t]);

  if (!draft) return null;
  const nameCheck = ZCommunicationNameSchema.safeParse(draft.name);
  const nameError = nameCheck.success ? null : (nameCheck.error.issues[0]?.message ?? null);
  const selected = draft.graph.nodes.find((node) => node.id === selectedId) ?? null;
  const counts = journey.status === 'draft' ? null : journey.counts;

  const add = (type: TJourneyNodeType, position?: { x: number; y: number }) => {
    const added = position
      ? addNode(draft.graph, type, position, defaults)
      : insertAfter(draft.graph, selectedId ?? draft.graph.nodes[0]?.id ?? '', type, defaults);
    state.edit({ graph: added.graph });
    setSelectedId(added.id);
  };
  const removeSelected = () => {
    if (!selected) return;
    state.edit({ graph: removeNodes(draft.graph, [selected.id]) });
    setSelectedId(null);
  };

  return (
    <div className="journey-editor">
      <JourneyToolbar
        journey={journey}
        name={draft.name}
        nameError={nameError}
        dirty={state.dirty}
        busy={state.busy}
        canEdit={canEdit}
        onName={(name) => state.edit({ name })}
        onSave={() => void (nameError ? undefined : state.save())}
        onValidate={() => void state.validate()}
        onAction={(action) => void state.act(action)}
      />
      {state.notice && (
        <Alert
          variant={state.notice.tone}
          className="journey-notice"
          dismissible
          onClose={() => state.setNotice(null)}
        >
          {state.notice.text}
          {state.notice.stale && (
            <Button variant="link" size="sm" onClick={() => void state.reload()}>
              {t('toolbar.reload')}
            </Button>
          )}
        </Alert>
      )}
      <JourneyErrors errors={state.errors} onPick={setSelectedId} />
      <StepPalette disabled={readOnly} onAdd={(type) => add(type)} />
      <div className="journey-editor__body">
        <ReactFlowProvider>
          <JourneyCanvas
            graph={draft.graph}
            summaries={summaries}
            counts={counts}
            errors={state.errors}
            selectedId={selectedId}
            readOnly={readOnly}
            onChange={(graph) => state.edit({ graph })}
            onSelect={setSelectedId}
            onDropStep={(type, position) => add(type, position)}
          />
        </ReactFlowProvider>
        {selected && (
          <NodePanel
            journeyId={journey.journeyId}
            showEntries={journey.status !== 'draft'}
            live={journey.status === 'active'}
            node={selected}
            graph={draft.graph}
            reentry={draft.reentry}
            summaries={summaries}
            error={state.errors[`nodes.${selected.id}`] ?? null}
            options={options.data}
            attributes={attributes.data ?? []}
            readOnly={readOnly}
            onConfig={(config) =>
              state.edit({ graph: updateNode(draft.graph, selected.id, config) })
            }
            onReentry={(reentry) => state.edit({ reentry })}
            onDelete={removeSelected}
            onClose={() => setSelectedId(null)}
          />
        )}
      </div>
    </div>
  );
}
