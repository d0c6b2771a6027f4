// The statechart: ELK lays out the chart built from the machine's definition; SVG draws it with the
// active states (of the live snapshot, or of the log entry QA travelled to) highlighted.
import {
  type Chart as ChartData,
  type ChartNode,
  DOT_SIZE,
  fitScale,
  HEADER_HEIGHT,
  LINE_HEIGHT,
  minimapFrame,
  nodeLines,
  type ScrollView,
  scrollToCentre,
  toElkGraph,
} from '@store-ops/machines/inspector';
// biome-ignore lint/correctness/noUnusedImports: Storybook's manager build compiles JSX to React.createElement.
import React, { type PointerEvent, type RefObject, useEffect, useMemo, useState } from 'react';
import { styled } from 'storybook/theming';

interface Point {
  x: number;
  y: number;
}
interface LaidOutNode {
  id: string;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  children?: LaidOutNode[];
  edges?: LaidOutEdge[];
}
interface LaidOutEdge {
  id: string;
  container?: string;
  sections?: { startPoint: Point; endPoint: Point; bendPoints?: Point[] }[];
  labels?: { text: string; x?: number; y?: number; width: number; height: number }[];
}

interface Box {
  node: ChartNode | null;
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Layout {
  width: number;
  height: number;
  boxes: Box[];
  edges: { id: string; d: string; labels: { text: string; x: number; y: number }[] }[];
}

// elkjs is large: it is evaluated on first use (esbuild turns the import() into a lazy require in the
// manager's bundle) and never reaches the preview.
let elk: Promise<{ layout: (graph: unknown) => Promise<LaidOutNode> }> | undefined;
const loadElk = () => {
  elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK());
  return elk;
};

const cache = new WeakMap<ChartData, Promise<Layout>>();

async function layOut(chart: ChartData): Promise<Layout> {
  const result = await (await loadElk()).layout(toElkGraph(chart));
  const byId = new Map(chart.nodes.map((n) => [n.id, n]));
  const origin = new Map<string, Point>([['@root', { x: 0, y: 0 }]]);
  const boxes: Box[] = [];
  const edges: LaidOutEdge[] = [];
  const walk = (node: LaidOutNode, offset: Point) => {
    for (const child of node.children ?? []) {
      const at = { x: offset.x + (child.x ?? 0), y: offset.y + (child.y ?? 0) };
      origin.set(child.id, at);
      boxes.push({
        id: child.id,
        node: byId.get(child.id) ?? null,
        ...at,
        width: child.width ?? 0,
        height: child.height ?? 0,
      });
      walk(child, at);
    }
    edges.push(...(node.edges ?? []));
  };
  walk(result, { x: 0, y: 0 });
  return {
    width: result.width ?? 0,
    height: result.height ?? 0,
    boxes,
    edges: edges.map((edge) => {
      const o = origin.get(edge.container ?? '@root') ?? { x: 0, y: 0 };
      const d = (edge.sections ?? [])
        .map((s) =>
          [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]
            .map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x + o.x},${p.y + o.y}`)
            .join(' '),
        )
        .join(' ');
      return {
        id: edge.id,
        d,
        labels: (edge.labels ?? []).map((l) => ({ text: l.text, x: (l.x ?? 0) + o.x, y: (l.y ?? 0) + o.y })),
      };
    }),
  };
}

function useLayout(chart: ChartData): Layout | Error | null {
  const [layout, setLayout] = useState<Layout | Error | null>(null);
  useEffect(() => {
    let current = true;
    let pending = cache.get(chart);
    if (!pending) {
      pending = layOut(chart);
      cache.set(chart, pending);
    }
    setLayout(null);
    pending.then(
      (l) => current && setLayout(l),
      (e: unknown) => current && setLayout(e instanceof Error ? e : new Error(String(e))),
    );
    return () => {
      current = false;
    };
  }, [chart]);
  return layout;
}

const Svg = styled.svg`
  font-family: ${({ theme }) => theme.typography.fonts.mono};
  font-size: 11px;
  .box {
    fill: ${({ theme }) => theme.background.content};
    stroke: ${({ theme }) => theme.appBorderColor};
    stroke-width: 1;
  }
  .box[data-region] {
    stroke-dasharray: 5 3;
  }
  .box[data-active] {
    stroke: ${({ theme }) => theme.color.secondary};
    stroke-width: 2;
  }
  .box[data-active][data-leaf] {
    fill: ${({ theme }) => theme.background.hoverable};
  }
  .name {
    fill: ${({ theme }) => theme.color.defaultText};
    font-weight: 700;
  }
  .name[data-active] {
    fill: ${({ theme }) => theme.color.secondary};
  }
  .line {
    fill: ${({ theme }) => theme.textMutedColor};
  }
  .edge {
    fill: none;
    stroke: ${({ theme }) => theme.textMutedColor};
    stroke-width: 1;
  }
  .edge[data-taken] {
    stroke: ${({ theme }) => theme.color.secondary};
    stroke-width: 2;
  }
  .label {
    fill: ${({ theme }) => theme.color.defaultText};
  }
  .label[data-taken] {
    fill: ${({ theme }) => theme.color.secondary};
    font-weight: 700;
  }
  .dot {
    fill: ${({ theme }) => theme.color.defaultText};
  }
  marker path {
    fill: ${({ theme }) => theme.textMutedColor};
  }
`;

export interface ChartProps {
  chart: ChartData;
  /** Active state node ids (ancestors included). */
  active: readonly string[];
  /** The event type of the step on view: its edges into the active states are drawn as taken. */
  takenEvent: string | null;
  zoom: number | 'fit';
  /** Width available, for `fit`. */
  width: number;
  /** The scale the chart is drawn at (Fit's, once laid out): − and + step from it. */
  onScale?: (scale: number) => void;
}

export function Chart({ chart, active, takenEvent, zoom, width, onScale }: ChartProps) {
  const layout = useLayout(chart);
  const activeSet = useMemo(() => new Set(active), [active]);
  const taken = useMemo(() => {
    const ids = new Set<string>();
    if (!takenEvent) return ids;
    for (const edge of chart.edges) {
      if (edge.eventType === takenEvent && activeSet.has(edge.target)) ids.add(edge.id);
    }
    return ids;
  }, [chart, takenEvent, activeSet]);
  const laidOut = layout !== null && !(layout instanceof Error);
  const scale = zoom !== 'fit' ? zoom : laidOut ? fitScale(layout.width, width) : 1;
  useEffect(() => onScale?.(scale), [scale, onScale]);
  if (layout === null) return <p>Laying out the chart…</p>;
  if (layout instanceof Error) return <p role="alert">The chart could not be laid out: {layout.message}</p>;
  return (
    <Svg
      role="img"
      aria-label={`Statechart of ${chart.nodes[0]?.label ?? 'the machine'}, active: ${active.join(', ')}`}
      data-testid="machine-chart"
      width={layout.width * scale}
      height={layout.height * scale}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
    >
      <defs>
        <marker
          id="machine-arrow"
          viewBox="0 0 10 10"
          refX="10"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto"
        >
          <path d="M0,0 L10,5 L0,10 z" />
        </marker>
      </defs>
      {layout.boxes.map((box) => {
        if (!box.node) {
          // The start dot of a compound state.
          return (
            <circle
              key={box.id}
              className="dot"
              cx={box.x + DOT_SIZE / 2}
              cy={box.y + DOT_SIZE / 2}
              r={DOT_SIZE / 2}
            />
          );
        }
        const on = activeSet.has(box.id) || undefined;
        const leaf = chart.nodes.every((n) => n.parent !== box.id) || undefined;
        return (
          <g key={box.id} data-state={box.id} data-active={on}>
            <rect
              className="box"
              x={box.x}
              y={box.y}
              width={box.width}
              height={box.height}
              rx={6}
              data-active={on}
              data-leaf={leaf}
              data-region={box.node.region || undefined}
            />
            {box.node.type === 'final' && (
              <rect
                className="box"
                x={box.x + 3}
                y={box.y + 3}
                width={box.width - 6}
                height={box.height - 6}
                rx={4}
                data-active={on}
              />
            )}
            <text className="name" x={box.x + 8} y={box.y + 16} data-active={on}>
              {box.node.type === 'parallel' ? `${box.node.label} ∥` : box.node.label}
            </text>
            {nodeLines(box.node).map((line, i) => (
              <text key={line} className="line" x={box.x + 8} y={box.y + HEADER_HEIGHT + 8 + i * LINE_HEIGHT}>
                {line}
              </text>
            ))}
          </g>
        );
      })}
      {layout.edges.map((edge) => (
        <g key={edge.id}>
          <path
            className="edge"
            d={edge.d}
            markerEnd="url(#machine-arrow)"
            data-taken={taken.has(edge.id) || undefined}
          />
          {edge.labels.map((label) => (
            <text
              key={label.text}
              className="label"
              x={label.x}
              y={label.y + 11}
              data-taken={taken.has(edge.id) || undefined}
            >
              {label.text}
            </text>
          ))}
        </g>
      ))}
    </Svg>
  );
}

const MINIMAP = { width: 180, height: 120 };

const MiniSvg = styled.svg`
  position: absolute;
  right: 12px;
  bottom: 12px;
  background: ${({ theme }) => theme.background.content};
  border: 1px solid ${({ theme }) => theme.appBorderColor};
  border-radius: 4px;
  box-shadow: 0 1px 4px rgb(0 0 0 / 0.2);
  cursor: pointer;
  touch-action: none;
  .box {
    fill: none;
    stroke: ${({ theme }) => theme.textMutedColor};
  }
  .box[data-active] {
    fill: ${({ theme }) => theme.color.secondary};
    stroke: ${({ theme }) => theme.color.secondary};
  }
  .frame {
    fill: ${({ theme }) => theme.color.secondary};
    fill-opacity: 0.12;
    stroke: ${({ theme }) => theme.color.secondary};
  }
`;

/** The chart's scroll box as it is now, following its scrolling and its size. */
function useScrollView(area: RefObject<HTMLElement | null>): ScrollView | null {
  const [view, setView] = useState<ScrollView | null>(null);
  useEffect(() => {
    const el = area.current;
    if (!el) return;
    const read = () =>
      setView({ left: el.scrollLeft, top: el.scrollTop, width: el.clientWidth, height: el.clientHeight });
    read();
    el.addEventListener('scroll', read, { passive: true });
    const observer = new ResizeObserver(read);
    observer.observe(el);
    // The chart inside grows and shrinks with the zoom: the box's size stays, its scroll range does not.
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', read);
      observer.disconnect();
    };
  }, [area]);
  return view;
}

/**
 * The whole chart small, with a frame on the part the scroll box shows, while the chart is larger than
 * the box: a click or a drag on it brings that part to the middle.
 */
export function Minimap({
  chart,
  active,
  scale,
  area,
}: {
  chart: ChartData;
  active: readonly string[];
  scale: number;
  area: RefObject<HTMLElement | null>;
}) {
  const layout = useLayout(chart);
  const view = useScrollView(area);
  const activeSet = useMemo(() => new Set(active), [active]);
  if (!layout || layout instanceof Error || !view) return null;
  const larger = layout.width * scale > view.width + 1 || layout.height * scale > view.height + 1;
  if (!larger) return null;
  const mini = Math.min(MINIMAP.width / layout.width, MINIMAP.height / layout.height);
  const frame = minimapFrame(view, scale);
  const go = (event: PointerEvent<SVGSVGElement>) => {
    const r = event.currentTarget.getBoundingClientRect();
    const at = { x: (event.clientX - r.left) / mini, y: (event.clientY - r.top) / mini };
    const { left, top } = scrollToCentre(at, view, scale);
    area.current?.scrollTo({ left, top });
  };
  return (
    <MiniSvg
      data-testid="machine-minimap"
      role="img"
      aria-label="Minimap of the chart: click to show that part"
      width={layout.width * mini}
      height={layout.height * mini}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        go(event);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture(event.pointerId)) go(event);
      }}
    >
      {layout.boxes
        .filter((box) => box.node)
        .map((box) => (
          <rect
            key={box.id}
            className="box"
            x={box.x}
            y={box.y}
            width={box.width}
            height={box.height}
            rx={6}
            vectorEffect="non-scaling-stroke"
            data-active={
              (activeSet.has(box.id) && chart.nodes.every((n) => n.parent !== box.id)) || undefined
            }
          />
        ))}
      <rect
        className="frame"
        x={frame.x}
        y={frame.y}
        width={Math.min(frame.width, layout.width - frame.x)}
        height={Math.min(frame.height, layout.height - frame.y)}
        vectorEffect="non-scaling-stroke"
      />
    </MiniSvg>
  );
}
