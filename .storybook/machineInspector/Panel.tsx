// The `Machine` panel: the chart with the active states, the events the state accepts (with a payload
// editor), the context and the event log with time travel, for every actor the story attached.
import {
  descriptionLines,
  formatPayload,
  formatStateValue,
  type LogEntry,
  lastPayload,
  parsePayload,
  viewedEntry,
  viewedIndex,
  zoomStep,
} from '@store-ops/machines/inspector';
// biome-ignore lint/correctness/noUnusedImports: Storybook's manager build compiles JSX to React.createElement.
import React, {
  type PointerEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useParameter } from 'storybook/manager-api';
import { styled } from 'storybook/theming';
import { Chart, Minimap } from './Chart';
import { JsonTree } from './JsonTree';
import type { InspectedActor, InspectorStore } from './store';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  container-type: inline-size;
  font-size: 12px;
  color: ${({ theme }) => theme.color.defaultText};
  button {
    font: inherit;
    cursor: pointer;
    padding: 2px 8px;
    border-radius: 4px;
    border: 1px solid ${({ theme }) => theme.appBorderColor};
    background: ${({ theme }) => theme.background.content};
    color: inherit;
  }
  button:disabled {
    cursor: default;
    opacity: 0.5;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.secondary};
    color: ${({ theme }) => theme.color.secondary};
  }
  .past {
    color: ${({ theme }) => theme.color.warningText};
    font-weight: 700;
  }
  h3 {
    margin: 0 0 6px;
    font-size: 11px;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${({ theme }) => theme.textMutedColor};
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  padding: 6px 10px;
  border-bottom: 1px solid ${({ theme }) => theme.appBorderColor};
  .spacer {
    flex: 1;
  }
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(320px, 40%);
  @container (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: minmax(240px, 1fr) auto;
  }
`;

const ChartWrap = styled.div`
  position: relative;
  min-height: 0;
  display: grid;
  border-right: 1px solid ${({ theme }) => theme.appBorderColor};
`;

const ChartArea = styled.div`
  overflow: auto;
  padding: 8px;
  cursor: grab;
  &[data-panning] {
    cursor: grabbing;
    user-select: none;
  }
`;

const Side = styled.div`
  overflow: auto;
  display: flex;
  flex-direction: column;
  > section {
    padding: 8px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.appBorderColor};
  }
`;

const Events = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  .event {
    display: inline-flex;
  }
  .event button:first-of-type {
    border-radius: 4px 0 0 4px;
    font-family: ${({ theme }) => theme.typography.fonts.mono};
  }
  .event button:last-of-type {
    border-radius: 0 4px 4px 0;
    border-left: none;
  }
  .event[data-refused] button:first-of-type {
    color: ${({ theme }) => theme.textMutedColor};
    text-decoration: line-through dotted;
  }
`;

const Editor = styled.div`
  margin-top: 8px;
  display: grid;
  gap: 4px;
  textarea {
    font-family: ${({ theme }) => theme.typography.fonts.mono};
    font-size: 12px;
    min-height: 64px;
    resize: vertical;
    color: inherit;
    background: ${({ theme }) => theme.background.content};
    border: 1px solid ${({ theme }) => theme.appBorderColor};
  }
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.negative};
  }
  [role='alert'] {
    color: ${({ theme }) => theme.color.negativeText};
  }
`;

const Log = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  font-family: ${({ theme }) => theme.typography.fonts.mono};
  max-height: 260px;
  overflow: auto;
  li button {
    display: grid;
    grid-template-columns: 3.5em 7.5em minmax(0, 1fr);
    gap: 6px;
    width: 100%;
    text-align: left;
    border: none;
    border-radius: 0;
    background: none;
    padding: 2px 4px;
  }
  li button[aria-current='true'] {
    background: ${({ theme }) => theme.background.hoverable};
    outline: 1px solid ${({ theme }) => theme.color.secondary};
  }
  .muted {
    color: ${({ theme }) => theme.textMutedColor};
  }
  .payload {
    color: ${({ theme }) => theme.textMutedColor};
    word-break: break-all;
  }
`;

const time = (ms: number) => {
  const d = new Date(ms);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
};

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Dragging the chart with the pointer scrolls it (its box's scrollbars and the keyboard still do). */
function usePan(ref: RefObject<HTMLDivElement | null>) {
  const [panning, setPanning] = useState(false);
  const start = useRef({ x: 0, y: 0, left: 0, top: 0 });
  return {
    'data-panning': panning || undefined,
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      const el = ref.current;
      if (!el || event.button !== 0 || (event.target as Element).closest('button, a, input, textarea'))
        return;
      start.current = { x: event.clientX, y: event.clientY, left: el.scrollLeft, top: el.scrollTop };
      el.setPointerCapture(event.pointerId);
      setPanning(true);
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      const el = ref.current;
      if (!el?.hasPointerCapture(event.pointerId)) return;
      el.scrollLeft = start.current.left - (event.clientX - start.current.x);
      el.scrollTop = start.current.top - (event.clientY - start.current.y);
    },
    onPointerUp(event: PointerEvent<HTMLDivElement>) {
      ref.current?.releasePointerCapture(event.pointerId);
      setPanning(false);
    },
    onPointerCancel() {
      setPanning(false);
    },
  };
}

/** How the last replay of this machine went (it remounted the story: a new actor, the same name). */
function ReplayNote({ store, name }: { store: InspectorStore; name: string }) {
  const status = store.replayStatus();
  if (!status || status.name !== name) return null;
  return (
    <p role="status" data-testid="machine-replay-status" className={status.ok === false ? 'past' : undefined}>
      {status.message}
    </p>
  );
}

function EventButtons({ actor, store }: { actor: InspectedActor; store: InspectorStore }) {
  const live = actor.log.entries.at(-1);
  const [editing, setEditing] = useState<string | null>(null);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const accepts = live?.accepts ?? [];
  const textOf = (type: string) => texts[type] ?? lastPayload(actor.log.entries, type, actor.examples[type]);
  const send = (type: string) => {
    const check = parsePayload(textOf(type));
    if (check.ok) store.send(actor.key, { ...check.payload, type });
  };
  const editedCheck = editing ? parsePayload(textOf(editing)) : null;
  // The past is for reading: the screen and the live machine stay at the newest entry, so an event
  // sent from there would act on a state the chart is not showing.
  const past = actor.log.selected !== null;
  return (
    <section aria-label="Events">
      <h3>Events the state accepts</h3>
      {past && (
        <div id="machine-events-past">
          <p className="past">
            Viewing #{actor.log.selected}: the screen shows the live state (#{live?.seq}). Replay to show that
            moment on the screen, or select Live to send events.
          </p>
          <button
            type="button"
            data-testid="machine-replay"
            onClick={() => actor.log.selected !== null && store.replay(actor.key, actor.log.selected)}
          >
            ⟲ Replay to #{actor.log.selected}
          </button>
        </div>
      )}
      <ReplayNote store={store} name={actor.name} />
      {accepts.length === 0 ? (
        <p>None{live && live.status !== 'active' ? ` (the actor is ${live.status})` : ''}.</p>
      ) : (
        <Events>
          {accepts.map(({ type, can }) => (
            <span className="event" key={type} data-refused={can === false || undefined}>
              <button
                type="button"
                data-testid={`send-${type}`}
                title={
                  can === false
                    ? 'A guard refuses it without a payload; it may take one with the right payload'
                    : `Send ${type} with the payload below`
                }
                disabled={past || (editing === type && editedCheck?.ok === false)}
                aria-describedby={past ? 'machine-events-past' : undefined}
                onClick={() => send(type)}
              >
                {type}
              </button>
              <button
                type="button"
                aria-label={`Edit the payload of ${type}`}
                aria-pressed={editing === type}
                onClick={() => setEditing(editing === type ? null : type)}
              >
                {'{…}'}
              </button>
            </span>
          ))}
        </Events>
      )}
      {editing && (
        <Editor>
          <label htmlFor="machine-payload">
            Payload of <code>{editing}</code> (JSON object; <code>type</code> is added)
          </label>
          <textarea
            id="machine-payload"
            spellCheck={false}
            value={textOf(editing)}
            aria-invalid={editedCheck?.ok === false}
            aria-describedby={editedCheck?.ok === false ? 'machine-payload-error' : undefined}
            onChange={(e) => setTexts({ ...texts, [editing]: e.target.value })}
          />
          {editedCheck?.ok === false && (
            <div id="machine-payload-error" role="alert">
              {editedCheck.error}
            </div>
          )}
          <div>
            <button type="button" disabled={past || editedCheck?.ok === false} onClick={() => send(editing)}>
              Send {editing}
            </button>
          </div>
        </Editor>
      )}
    </section>
  );
}

function LogList({ actor, store }: { actor: InspectedActor; store: InspectorStore }) {
  const { entries, dropped, selected } = actor.log;
  const list = useRef<HTMLOListElement>(null);
  const viewed = viewedIndex(actor.log);
  useEffect(() => {
    // Follow the newest entry while live; keep the travelled-to one in view (scrolling the list only:
    // scrollIntoView would scroll the whole panel too).
    const box = list.current;
    const el = box?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!box || !el) return;
    const top = el.offsetTop - box.offsetTop;
    if (top < box.scrollTop) box.scrollTop = top;
    else if (top + el.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = top + el.offsetHeight - box.clientHeight;
    }
  }, [viewed, entries.length]);
  return (
    <section aria-label="Event log">
      <h3>
        Event log ({entries.length}
        {dropped > 0 ? `, ${dropped} older dropped` : ''})
      </h3>
      <Log ref={list}>
        {entries.map((entry: LogEntry, i) => {
          const payload = formatPayload(entry.event);
          return (
            <li key={entry.seq}>
              <button
                type="button"
                aria-current={i === viewed}
                onClick={() => store.dispatch(actor.key, { type: 'select', seq: entry.seq })}
              >
                <span className="muted">#{entry.seq}</span>
                <span className="muted">{time(entry.time)}</span>
                <span>
                  {entry.event.type}
                  {payload && <span className="payload"> {payload}</span>}
                  <br />
                  <span className="muted">
                    {formatStateValue(entry.from)} → {formatStateValue(entry.to)}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </Log>
      {selected === null ? null : <p className="muted">Viewing the past: select the last entry or Live.</p>}
    </section>
  );
}

function ActorView({ actor, store }: { actor: InspectedActor; store: InspectorStore }) {
  const [zoom, setZoom] = useState<number | 'fit'>('fit');
  const [shown, setShown] = useState(1);
  const [chartRef, width] = useWidth();
  const pan = usePan(chartRef);
  const viewed = viewedEntry(actor.log);
  useEffect(() => {
    // Bring the (first) active leaf state into view within the chart's own scroll box.
    const area = chartRef.current;
    if (!area || viewed === undefined) return;
    const frame = requestAnimationFrame(() => {
      const leaf = area.querySelector('rect[data-active][data-leaf]');
      if (!leaf) return;
      const a = area.getBoundingClientRect();
      const r = leaf.getBoundingClientRect();
      if (r.top < a.top || r.bottom > a.bottom) area.scrollTop += r.top - a.top - (a.height - r.height) / 2;
      if (r.left < a.left || r.right > a.right) area.scrollLeft += r.left - a.left - (a.width - r.width) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [chartRef, viewed, zoom, width]);
  const index = viewedIndex(actor.log);
  const past = actor.log.selected !== null;
  const dispatch = (action: Parameters<InspectorStore['dispatch']>[1]) => store.dispatch(actor.key, action);
  const zoomBy = (factor: number) => setZoom(zoomStep(zoom === 'fit' ? shown : zoom, factor));
  return (
    <>
      <Bar>
        <span data-testid="machine-state">
          {past ? <span className="past">Viewing #{viewed?.seq}: </span> : 'Live: '}
          <strong>{viewed ? formatStateValue(viewed.to) : '-'}</strong>
        </span>
        <button type="button" onClick={() => dispatch({ type: 'back' })} disabled={index <= 0}>
          ◀ Step back
        </button>
        <button type="button" onClick={() => dispatch({ type: 'forward' })} disabled={!past}>
          Step forward ▶
        </button>
        <button type="button" onClick={() => dispatch({ type: 'live' })} disabled={!past}>
          Live
        </button>
        <span className="spacer" />
        <button type="button" aria-label="Zoom out" onClick={() => zoomBy(0.8)}>
          −
        </button>
        <button type="button" aria-pressed={zoom === 'fit'} onClick={() => setZoom('fit')}>
          Fit
        </button>
        <span data-testid="machine-zoom">{Math.round(shown * 100)}%</span>
        <button type="button" aria-label="Zoom in" onClick={() => zoomBy(1.25)}>
          +
        </button>
      </Bar>
      <Body>
        <ChartWrap>
          <ChartArea ref={chartRef} {...pan}>
            <Chart
              chart={actor.chart}
              active={viewed?.active ?? []}
              takenEvent={viewed && viewed.seq > 0 ? viewed.event.type : null}
              zoom={zoom}
              width={width}
              onScale={setShown}
            />
          </ChartArea>
          <Minimap chart={actor.chart} active={viewed?.active ?? []} scale={shown} area={chartRef} />
        </ChartWrap>
        <Side>
          <EventButtons actor={actor} store={store} />
          <section aria-label="Context">
            <h3>Context{past ? ` at #${viewed?.seq}` : ''}</h3>
            {viewed && <JsonTree value={viewed.context} label="Context" />}
          </section>
          <LogList actor={actor} store={store} />
        </Side>
      </Body>
    </>
  );
}

const HowToBox = styled.details`
  flex: none;
  max-height: 40%;
  overflow: auto;
  padding: 6px 10px;
  border-bottom: 1px solid ${({ theme }) => theme.appBorderColor};
  summary {
    cursor: pointer;
    font-weight: 700;
  }
  p {
    margin: 2px 0;
    min-height: 0.5em;
  }
  code {
    font-size: 11px;
  }
`;

/** The story's description (its JSDoc): how QA reaches each state it shows, step by step. */
function HowTo() {
  const docs = useParameter<{ description?: { story?: string } }>('docs', {});
  const text = docs?.description?.story;
  if (!text) return null;
  return (
    <HowToBox open data-testid="machine-howto">
      <summary>How to reach each state</summary>
      {descriptionLines(text).map((runs, i) => (
        <p key={i}>
          {runs.map((run, j) =>
            run.kind === 'code' ? (
              <code key={j}>{run.text}</code>
            ) : run.kind === 'strong' ? (
              <strong key={j}>{run.text}</strong>
            ) : (
              run.text
            ),
          )}
        </p>
      ))}
    </HowToBox>
  );
}

export function MachinePanel({ store }: { store: InspectorStore }) {
  const actors = useSyncExternalStore(store.subscribe, store.actors);
  // By name: a replay remounts the story, and the chosen machine comes back under a new key.
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => store.sync(), [store]);
  const actor = actors.find((a) => a.name === chosen) ?? actors[0];
  if (!actor) {
    return (
      <Root>
        <p style={{ padding: 10 }}>
          This story shows no machine. A story opts in by handing its actor to the QA panel (
          <code>{'<QaPanel inspect={actor}>'}</code>) or to <code>useMachineInspector(actor)</code> from{' '}
          <code>packages/app/src/stories/machineInspector.ts</code>.
        </p>
      </Root>
    );
  }
  return (
    <Root data-testid="machine-panel">
      <HowTo />
      {actors.length > 1 && (
        <Bar role="group" aria-label="Machines of this story">
          {actors.map((a) => (
            <button key={a.key} type="button" aria-pressed={a === actor} onClick={() => setChosen(a.name)}>
              {a.name}
            </button>
          ))}
        </Bar>
      )}
      <ActorView key={actor.key} actor={actor} store={store} />
    </Root>
  );
}
