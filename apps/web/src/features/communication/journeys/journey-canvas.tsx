import {
  Background,
  Controls,
  MarkerType,
  ReactFlow,
  useReactFlow,
  type Connection,
  type Edge,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import { useCallback, useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  TJourneyGraph,
  TJourneyNodeType,
  TNodeCount,
} from '@resonate/contracts/campaigns/journeys';
import { connect, moveNode, removeEdges, removeNodes } from './journey-graph';
import { StepNode, type TStepNode } from './step-node';

export const PALETTE_MIME = 'application/x-journey-step';

const NODE_TYPES = { step: StepNode };

type TProps = {
  graph: TJourneyGraph;
  summaries: Record<string, string>;
  counts: Record<string, TNodeCount> | null;
  errors: Record<string, string>;
  selectedId: string | null;
  readOnly: boolean;
  onChange: (graph: TJourneyGraph) => void;
  onSelect: (nodeId: string | null) => void;
  onDropStep: (type: TJourneyNodeType, position: { x: number; y: number }) => void;
};

/** The graph as React Flow nodes; what React Flow measured (size) is kept between rebuilds. */
type TSize = { width: number; height: number };

function toFlowNodes(props: TProps, measured: Record<string, TSize>): TStepNode[] {
  return props.graph.nodes.map((node) => ({
    id: node.id,
    type: 'step',
    position: node.position,
    selected: node.id === props.selectedId,
    deletable: !props.readOnly && node.type !== 'entry',
    measured: measured[node.id],
    ariaLabel: `${node.type}: ${props.summaries[node.id] ?? ''}`,
    data: {
      type: node.type,
      summary: props.summaries[node.id] ?? '',
      count: props.counts ? (props.counts[node.id] ?? { entered: 0, current: 0 }) : null,
      error: props.errors[`nodes.${node.id}`] ?? null,
    },
  }));
}

/**
 * The journey drawn with React Flow. The graph (props) is the truth: moves, connections and
 * deletions are turned into a new graph for the editor; React Flow keeps only what it measured.
 * Keyboard: Tab reaches every step, Enter selects it (its panel opens), arrows move it,
 * Delete removes it.
 */
export function JourneyCanvas(props: TProps) {
  const { graph, readOnly, onChange, onSelect, onDropStep } = props;
  const { t } = useTranslation('journeys');
  const flow = useReactFlow();
  const [measured, setMeasured] = useState<Record<string, TSize>>({});
  const [selectedEdges, setSelectedEdges] = useState<string[]>([]);
  const nodes = useMemo(() => toFlowNodes(props, measured), [props, measured]);

  const edges = useMemo<Edge[]>(
    () =>
      graph.edges.map((edge) => ({
        id: edge.id,
        source: edge.from,
        target: edge.to,
        sourceHandle: edge.branch ?? null,
        label: edge.branch ? t(`branch.${edge.branch}`) : undefined,
        className: edge.branch ? `journey-edge--${edge.branch}` : undefined,
        selected: selectedEdges.includes(edge.id),
        deletable: !readOnly,
        markerEnd: { type: MarkerType.ArrowClosed },
      })),
    [graph.edges, selectedEdges, readOnly, t],
  );

  const onNodesChange = useCallback(
    (changes: NodeChange<TStepNode>[]) => {
      let next = graph;
      let picked: string | null | undefined;
      const sizes: Record<string, TSize> = {};
      for (const change of changes) {
        if (change.type === 'dimensions' && change.dimensions) {
          sizes[change.id] = change.dimensions;
        } else if (change.type === 'position' && change.position && !readOnly) {
          next = moveNode(next, change.id, change.position);
        } else if (change.type === 'remove') {
          next = removeNodes(next, [change.id]);
        } else if (change.type === 'select') {
          // One click sends "deselect the old, select the new" in either order: a selection wins.
          if (change.selected) picked = change.id;
          else if (change.id === props.selectedId && picked === undefined) picked = null;
        }
      }
      if (picked !== undefined) onSelect(picked);
      if (Object.keys(sizes).length > 0) setMeasured((current) => ({ ...current, ...sizes }));
      if (next !== graph) onChange(next);
    },
    [graph, readOnly, onChange, onSelect, props.selectedId],
  );

  const onEdgesChange = useCallback(
    (changes: EdgeChange[]) => {
      const removed = changes.flatMap((change) => (change.type === 'remove' ? [change.id] : []));
      if (removed.length > 0) onChange(removeEdges(graph, removed));
      const selection = changes.filter((change) => change.type === 'select');
      if (selection.length > 0) {
        setSelectedEdges((current) => {
          const set = new Set(current);
          for (const change of selection) {
            if (change.selected) set.add(change.id);
            else set.delete(change.id);
          }
          return [...set];
        });
      }
    },
    [graph, onChange],
  );

  const onConnect = useCallback(
    (connection: Connection) => {
      const branch =
        connection.sourceHandle === 'no'
          ? 'no'
          : connection.sourceHandle === 'yes'
            ? 'yes'
            : undefined;
      onChange(connect(graph, connection.source, connection.target, branch));
    },
    [graph, onChange],
  );

  const onDrop = (event: DragEvent) => {
    const type = event.dataTransfer.getData(PALETTE_MIME) as TJourneyNodeType;
    if (!type || readOnly) return;
    event.preventDefault();
    onDropStep(type, flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }));
  };

  return (
    <div
      className="journey-canvas"
      onDrop={onDrop}
      onDragOver={(event) => {
        if (!readOnly) event.preventDefault();
      }}
    >
      <ReactFlow<TStepNode>
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={onConnect}
        onPaneClick={() => onSelect(null)}
        nodesDraggable={!readOnly}
        nodesConnectable={!readOnly}
        deleteKeyCode={readOnly ? null : ['Delete', 'Backspace']}
        fitView
        fitViewOptions={{ maxZoom: 1, padding: 0.2 }}
        proOptions={{ hideAttribution: true }}
        ariaLabelConfig={{ 'node.a11yDescription.default': t('canvas.keyboardHelp') }}
      >
        <Background gap={20} />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
