// What the QA stories' live machines went through, for the QA coverage check (qaCoverage.test.ts):
// the machine inspector's bridge (machineInspector.ts) records here every state each machine actor
// of an inspected system enters, as the state ids `xstate/graph` reports (`theme.brand.ready`); the
// Vitest setup file (qaStates.setup.ts) takes the record after each story and sends it to the Node
// side. In `storybook dev` nothing takes it: the record is a few small sets per machine, kept on
// `globalThis` so every module instance of the preview shares one.

type Recorded = Map<string, Set<string>>;

const KEY = Symbol.for('store-ops.qa-states');
const holder = globalThis as { [KEY]?: Recorded };

const recorded = (): Recorded => {
  holder[KEY] ??= new Map();
  return holder[KEY];
};

/** The ids of a state value and its ancestors under `machineId`, as `activeStateIds` of machines/testing. */
export function stateIds(machineId: string, value: unknown): string[] {
  const ids: string[] = [];
  const walk = (prefix: string, v: unknown) => {
    if (typeof v === 'string') {
      ids.push(`${prefix}.${v}`);
      return;
    }
    if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        ids.push(`${prefix}.${key}`);
        walk(`${prefix}.${key}`, child);
      }
    }
  };
  walk(machineId, value);
  return ids;
}

/** Notes that a machine (by its `id`) was in the state `value`. */
export function recordState(machineId: string, value: unknown) {
  const states = recorded().get(machineId) ?? new Set<string>();
  for (const id of stateIds(machineId, value)) states.add(id);
  recorded().set(machineId, states);
}

/** Every state recorded since the last call, per machine id (sorted), and a fresh record. */
export function takeRecordedStates(): Record<string, string[]> {
  const out = Object.fromEntries(
    [...recorded()].map(([machine, states]) => [machine, [...states].sort()] as const),
  );
  recorded().clear();
  return out;
}
