// The statechart as a graph to lay out: one box per state node (children inside their parent), one
// edge per transition target labelled with its event, guard or delay, and the ELK input for it.
// Pure: the Storybook manager runs elkjs on `toElkGraph`'s result.
import type { InspectedMachine, InspectedStateNode, TransitionKind } from './definition.ts';

export interface ChartNode {
  id: string;
  /** The state's key (the machine's id for the root). */
  label: string;
  parent: string | null;
  type: InspectedStateNode['type'];
  /** The initial child of a compound parent (drawn with the start dot's arrow). */
  initial: boolean;
  /** A region of a parallel state (drawn dashed). */
  region: boolean;
  /** Transitions without a target (actions only), written inside the box. */
  internal: string[];
  tags: string[];
  invokes: string[];
}

export interface ChartEdge {
  id: string;
  source: string;
  target: string;
  /** The event (or `after 1000 ms`, `done: login`, `always`) and the guard in brackets. */
  label: string;
  kind: TransitionKind | 'initial';
  /** The event type that takes it (`csv.load`, `xstate.after.1000.door.open`; empty for initial and always). */
  eventType: string;
}

export interface Chart {
  nodes: ChartNode[];
  edges: ChartEdge[];
}

const withGuard = (label: string, guard: string | null) => (guard ? `${label} [${guard}]` : label);

export function machineToChart(machine: InspectedMachine): Chart {
  const byId = new Map(machine.nodes.map((n) => [n.id, n]));
  const nodes: ChartNode[] = [];
  const edges: ChartEdge[] = [];
  for (const node of machine.nodes) {
    const parent = node.parent ? byId.get(node.parent) : undefined;
    nodes.push({
      id: node.id,
      label: node.parent ? node.key : machine.id,
      parent: node.parent,
      type: node.type,
      initial: parent?.initial === node.id,
      region: parent?.type === 'parallel',
      internal: node.transitions
        .filter((t) => t.targets.length === 0)
        .map((t) => withGuard(t.label, t.guard)),
      tags: node.tags,
      invokes: node.invokes,
    });
    node.transitions.forEach((t, index) => {
      for (const target of t.targets) {
        edges.push({
          id: `${node.id}:${index}>${target}`,
          source: node.id,
          target,
          label: withGuard(t.label, t.guard),
          kind: t.kind,
          eventType: t.eventType,
        });
      }
    });
    if (node.initial) {
      edges.push({
        id: `${node.id}:initial`,
        source: initialDotId(node.id),
        target: node.initial,
        label: '',
        kind: 'initial',
        eventType: '',
      });
    }
  }
  return { nodes, edges };
}

/** The id of the start dot inside a compound state (the source of its `initial` edge). */
export const initialDotId = (stateId: string) => `${stateId}#initial`;

// ---- ELK input ---------------------------------------------------------------------------------

export interface ElkLabelInput {
  text: string;
  width: number;
  height: number;
}
export interface ElkNodeInput {
  id: string;
  width?: number;
  height?: number;
  children?: ElkNodeInput[];
  edges?: { id: string; sources: string[]; targets: string[]; labels?: ElkLabelInput[] }[];
  layoutOptions?: Record<string, string>;
}

/** Rough text metrics of the panel's 11 px font, enough for ELK to leave room. */
export const CHAR_WIDTH = 6.6;
export const LINE_HEIGHT = 15;
export const HEADER_HEIGHT = 24;
const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH);

/** The lines written in a box under its name: tags, invoked actors, targetless transitions. */
export function nodeLines(node: ChartNode): string[] {
  return [
    ...(node.tags.length > 0 ? [`tags: ${node.tags.join(', ')}`] : []),
    ...node.invokes.map((src) => `invoke ${src}`),
    ...node.internal.map((label) => `${label} (no change)`),
  ];
}

export const DOT_SIZE = 10;

export function toElkGraph(chart: Chart): ElkNodeInput {
  const children = new Map<string | null, ChartNode[]>();
  for (const node of chart.nodes) children.set(node.parent, [...(children.get(node.parent) ?? []), node]);
  const build = (node: ChartNode): ElkNodeInput => {
    const kids = children.get(node.id) ?? [];
    const lines = nodeLines(node);
    const width = Math.max(textWidth(node.label) + 24, ...lines.map((l) => textWidth(l) + 16), 60);
    if (kids.length === 0) {
      return { id: node.id, width, height: HEADER_HEIGHT + lines.length * LINE_HEIGHT + 6 };
    }
    const dot =
      node.type === 'compound' ? [{ id: initialDotId(node.id), width: DOT_SIZE, height: DOT_SIZE }] : [];
    return {
      id: node.id,
      children: [...dot, ...kids.map(build)],
      layoutOptions: {
        'elk.padding': `[top=${HEADER_HEIGHT + lines.length * LINE_HEIGHT + 8},left=12,bottom=12,right=12]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${width}, ${HEADER_HEIGHT})`,
        // Parallel regions side by side; a compound state's children flow down.
        'elk.direction': node.type === 'parallel' ? 'RIGHT' : 'DOWN',
      },
    };
  };
  const roots = children.get(null) ?? [];
  return {
    id: '@root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.direction': 'DOWN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.inline': 'false',
      'elk.spacing.nodeNode': '24',
      'elk.layered.spacing.nodeNodeBetweenLayers': '32',
      'elk.spacing.edgeLabel': '4',
    },
    children: roots.map(build),
    edges: chart.edges.map((e) => ({
      id: e.id,
      sources: [e.source],
      targets: [e.target],
      ...(e.label ? { labels: [{ text: e.label, width: textWidth(e.label), height: LINE_HEIGHT }] } : {}),
    })),
  };
}

/** The chart's zoom limits: 5% (a large chart fitted whole) to 200%. */
export const ZOOM_LIMITS = { min: 0.05, max: 2 } as const;

/** The scale that shows a chart `chartWidth` px wide whole in `available` px: never above 100%, as small as it takes. */
export function fitScale(chartWidth: number, available: number): number {
  if (chartWidth <= 0) return 1;
  return Math.min(1, Math.max(ZOOM_LIMITS.min, (available - 8) / chartWidth));
}

/** One step of − or + from the scale on screen (Fit's too), within the limits. */
export function zoomStep(shown: number, factor: number): number {
  return Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, shown * factor));
}

/** The chart's scroll box: where it is scrolled and how much of the chart it shows (px on screen). */
export interface ScrollView {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The part of the chart `view` shows, in chart units (the layout's), for the minimap's frame. */
export function minimapFrame(view: ScrollView, scale: number) {
  return {
    x: view.left / scale,
    y: view.top / scale,
    width: view.width / scale,
    height: view.height / scale,
  };
}

/** Where to scroll so the chart point `at` (chart units, a minimap click) is in the middle of `view`. */
export function scrollToCentre(at: { x: number; y: number }, view: ScrollView, scale: number) {
  return {
    left: Math.max(0, at.x * scale - view.width / 2),
    top: Math.max(0, at.y * scale - view.height / 2),
  };
}
