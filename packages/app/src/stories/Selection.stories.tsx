// QA/Selection: the real selection machine behind the real SelectorBar (the settings form's stacked
// layout), wired as the app's CompanyProvider wires it: its input read from storage (an in-memory one
// QA seeds per story), the signed-in user's id sent when it is known, and the selected company's store
// list (in the selector's order) sent once the catalog has loaded. QA signs users in and lets the
// catalog arrive from the panel; the panel shows what storage holds.
import type { Company, Store } from '@store-ops/domain';
import {
  createMemoryStorage,
  readSelectionInput,
  type StorageLike,
  selectionMachine,
  selectionStorageActions,
} from '@store-ops/machines';
import { Button, SelectorBar, storeOptions } from '@store-ops/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNoDeadEnds } from './machineInspector';
import { clearStaleAnnouncements, expectState, press, QaPanel } from './qa';

const TODAY = '2026-11-21';
const companies: Pick<Company, 'id' | 'name'>[] = [
  { id: 1, name: 'Acme Burgers' },
  { id: 2, name: 'Bayside Bakery' },
  { id: 3, name: 'Copper Kettle' },
];
const stores: Pick<Store, 'id' | 'name' | 'city' | 'state' | 'company_id'>[] = [
  { id: 11, name: 'Uptown', city: 'Portland', state: 'OR', company_id: 1 },
  { id: 12, name: 'Downtown', city: 'Portland', state: 'OR', company_id: 1 },
  { id: 21, name: 'Harbor', city: 'Monterey', state: 'CA', company_id: 2 },
];
const KEYS = {
  company: 'storeOps.selectedCompany',
  store: 'storeOps.selectedStore',
  date: 'storeOps.selectedDate',
  user: 'storeOps.selectionUserId',
} as const;

/** The storage, telling `onChange` after every write (the machine persists in its actions). */
function observed(storage: StorageLike, onChange: () => void): StorageLike {
  return {
    get length() {
      return storage.length;
    },
    key: (index) => storage.key(index),
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      storage.setItem(key, value);
      onChange();
    },
    removeItem: (key) => {
      storage.removeItem(key);
      onChange();
    },
  };
}

function ConnectedSelection({ initial }: { initial: Record<string, string> }) {
  const [, setWrites] = useState(0);
  const [{ storage, machine }] = useState(() => {
    const storage = observed(createMemoryStorage(initial), () => setWrites((n) => n + 1));
    return { storage, machine: selectionMachine.provide(selectionStorageActions(storage)) };
  });
  const actor = useActorRef(machine, { input: readSelectionInput(storage, TODAY) });
  const value = useSelector(actor, (s) => s.value);
  const { company, store, date } = useSelector(actor, (s) => s.context);
  const [userId, setUserId] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  const catalog = ready ? stores : [];

  // As CompanyProvider: the signed-in user's id, then the selected company's stores once loaded.
  useEffect(() => {
    if (userId !== null) actor.send({ type: 'selection.user', userId });
  }, [actor, userId]);
  const listed = useMemo(() => storeOptions(catalog, company).map((s) => String(s.id)), [catalog, company]);
  useEffect(() => {
    if (ready) actor.send({ type: 'selection.storesListed', storeIds: listed });
  }, [actor, ready, listed]);

  const held = (key: string) => storage.getItem(key) ?? 'none';
  return (
    <>
      <QaPanel state={value} inspect={actor}>
        <Button size="sm" variant="secondary" isDisabled={ready} onPress={() => setReady(true)}>
          Catalog arrives
        </Button>
        <Button size="sm" variant="secondary" onPress={() => setUserId(5)}>
          Sam (user 5) signs in
        </Button>
        <Button size="sm" variant="secondary" onPress={() => setUserId(6)}>
          Avery (user 6) signs in
        </Button>
        Selection: <output data-testid="selection">{`${company}, ${store}, ${date}`}</output>
        Stored:{' '}
        <output data-testid="stored">
          {`company=${held(KEYS.company)}, store=${held(KEYS.store)}, date=${held(KEYS.date)}, user=${held(KEYS.user)}`}
        </output>
      </QaPanel>
      <SelectorBar
        layout="stacked"
        isAdmin
        companies={ready ? companies : []}
        stores={catalog}
        selectedCompany={company}
        selectedStore={store}
        selectedDate={date}
        onCompanyChange={(next) => actor.send({ type: 'selection.company', company: next })}
        onStoreChange={(next) => actor.send({ type: 'selection.store', store: next })}
        onDateChange={(next) => actor.send({ type: 'selection.date', date: next })}
      />
    </>
  );
}

const meta = {
  title: 'QA/Selection',
  component: ConnectedSelection,
  args: { initial: {} },
  beforeEach: clearStaleAnnouncements,
  afterEach: expectNoDeadEnds,
} satisfies Meta<typeof ConnectedSelection>;
export default meta;
type Story = StoryObj<typeof meta>;

const fact = (el: HTMLElement, id: string) => within(el).getByTestId(id).textContent;
const expectFact = (el: HTMLElement, id: string, text: string) =>
  waitFor(() => expect(fact(el, id)).toBe(text));
const bar = (el: HTMLElement) =>
  within(el.querySelector<HTMLElement>('[data-component="SelectorBar"]') as HTMLElement);
const choose = async (el: HTMLElement, field: 'Company' | 'Store', option: RegExp) => {
  await userEvent.click(bar(el).getByRole('button', { name: new RegExp(field) }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
  await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
};
const shown = (el: HTMLElement, field: 'Company' | 'Store') =>
  bar(el).getByRole('button', { name: new RegExp(field) }).textContent;

/**
 * Choosing another company resets the store (then picks its first one); each choice is stored.
 *
 * How to reach each state:
 * 1. `ready` (Acme Burgers, Uptown, 2026-11-17 from storage): on load, then press **Catalog arrives**.
 * 2. `ready`: open **Company**: No Company, then the companies by name; Escape closes it.
 * 3. `ready` (no store, "No stores for this company"; both stored): choose the **Company** Copper Kettle.
 * 4. `ready` (Harbor, Bayside Bakery's first store): choose the **Company** Bayside Bakery.
 * 5. `ready` (Downtown, Acme Burgers' first by name): choose the **Company** Acme Burgers.
 * 6. `ready` (only the store changes): choose the **Store** Uptown.
 * 7. `ready` (2026-11-18 stored): in **Select report date** select the day, press the Up arrow.
 * The machine stays `ready`: the QA panel's **Selection** and **Stored** show what each step changed.
 */
export const CompanyChangeResetsStore: Story = {
  name: 'Company change resets the store',
  args: { initial: { [KEYS.company]: '1', [KEYS.store]: '11', [KEYS.date]: '2026-11-17' } },
  play: async ({ canvasElement: el, step }) => {
    await step('Restored from storage: Acme Burgers, Uptown, 2026-11-17', async () => {
      await expectState('ready');
      await press('Catalog arrives');
      await expectFact(el, 'selection', '1, 11, 2026-11-17');
      await waitFor(() => expect(shown(el, 'Company')).toMatch(/Acme Burgers/));
      await expect(shown(el, 'Store')).toMatch(/Uptown\s*Portland, OR/);
      await expect(bar(el).getByRole('group', { name: 'Select report date' })).toBeVisible();
    });
    await step('Company list: No Company, then the companies by name', async () => {
      await userEvent.click(bar(el).getByRole('button', { name: /Company/ }));
      const options = await within(document.body).findAllByRole('option');
      await expect(options.map((o) => o.querySelector('.so-item-label')?.textContent?.trim())).toEqual([
        'No Company',
        'Acme Burgers',
        'Bayside Bakery',
        'Copper Kettle',
      ]);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    });
    await step('Choose Copper Kettle (no stores): the store resets to no-store; both stored', async () => {
      await choose(el, 'Company', /^Copper Kettle/);
      await expectFact(el, 'selection', '3, no-store, 2026-11-17');
      await expectFact(el, 'stored', 'company=3, store=no-store, date=2026-11-17, user=none');
      await expect(shown(el, 'Store')).toBe('No stores for this company');
      await expectState('ready');
    });
    await step(
      'Choose Bayside Bakery: the store resets, then its first store, Harbor, is selected',
      async () => {
        await choose(el, 'Company', /^Bayside Bakery/);
        await expectFact(el, 'selection', '2, 21, 2026-11-17');
        await expect(shown(el, 'Store')).toMatch(/Harbor\s*Monterey, CA/);
        await expectFact(el, 'stored', 'company=2, store=21, date=2026-11-17, user=none');
      },
    );
    await step('Choose a store: only the store changes; a new date is stored too', async () => {
      await choose(el, 'Company', /^Acme Burgers/);
      await expectFact(el, 'selection', '1, 12, 2026-11-17');
      await choose(el, 'Store', /^Uptown/);
      await expectFact(el, 'selection', '1, 11, 2026-11-17');
      const day = within(bar(el).getByRole('group', { name: 'Select report date' })).getByRole('spinbutton', {
        name: /day/i,
      });
      await userEvent.click(day);
      await userEvent.keyboard('{ArrowUp}');
      await expectFact(el, 'stored', 'company=1, store=11, date=2026-11-18, user=none');
    });
  },
};

/**
 * Another user signing in resets company and store; a stored date that does not parse gives today.
 *
 * How to reach each state:
 * 1. `ready` (today instead of the stored 2026-02-30): in the QA panel press **Catalog arrives**.
 * 2. `ready` (the selection kept, user=5 stored): press **Sam (user 5) signs in**.
 * 3. `ready` (No Company, then Downtown, the first store by name): press **Avery (user 6) signs in**.
 * The machine stays `ready`: the QA panel's **Selection** and **Stored** show what each step changed.
 */
export const UserChangeResets: Story = {
  name: 'Another user resets company and store',
  args: { initial: { [KEYS.company]: '2', [KEYS.store]: '21', [KEYS.date]: '2026-02-30' } },
  play: async ({ canvasElement: el, step }) => {
    await step('A stored date that does not parse: today instead', async () => {
      await press('Catalog arrives');
      await expectFact(el, 'selection', `2, 21, ${TODAY}`);
    });
    await step('The first user seen (Sam) keeps the selection and is remembered', async () => {
      await press('Sam (user 5) signs in');
      await expectFact(el, 'stored', 'company=2, store=21, date=2026-02-30, user=5');
      await expectFact(el, 'selection', `2, 21, ${TODAY}`);
    });
    await step(
      'Avery (another user) signs in: No Company, no store, stored; then the first store',
      async () => {
        await press('Avery (user 6) signs in');
        await expectFact(el, 'selection', `no-company, 12, ${TODAY}`);
        await expect(shown(el, 'Company')).toMatch(/No Company/);
        // No company lists every store; the first by name (Downtown) is selected automatically.
        await expect(shown(el, 'Store')).toMatch(/Downtown\s*Portland, OR/);
        await expectFact(el, 'stored', 'company=no-company, store=12, date=2026-02-30, user=6');
        await expectState('ready');
      },
    );
  },
};

/**
 * A stored store no longer listed: the company's first store by name is selected.
 *
 * How to reach each state:
 * 1. `ready` (store 99 restored, nothing listed yet): on load.
 * 2. `ready` (Downtown: 99 is not among Acme Burgers' stores): in the QA panel press **Catalog arrives**.
 * 3. `ready`: open **Store**: the company's stores by name, each with city and state.
 * The machine stays `ready`: the QA panel's **Selection** and **Stored** show what each step changed.
 */
export const AutoSelectedStore: Story = {
  name: 'A store no longer listed: the first store is selected',
  args: { initial: { [KEYS.company]: '1', [KEYS.store]: '99' } },
  play: async ({ canvasElement: el, step }) => {
    await step('Before the catalog: store 99 restored, nothing listed yet', async () => {
      await expectFact(el, 'selection', `1, 99, ${TODAY}`);
      await expectFact(el, 'stored', 'company=1, store=99, date=none, user=none');
    });
    await step(
      "The catalog arrives: 99 is not among Acme Burgers' stores, so Downtown (first by name)",
      async () => {
        await press('Catalog arrives');
        await expectFact(el, 'selection', `1, 12, ${TODAY}`);
        await expect(shown(el, 'Store')).toMatch(/Downtown\s*Portland, OR/);
        await expectFact(el, 'stored', 'company=1, store=12, date=none, user=none');
      },
    );
    await step("Store list: the company's stores by name, each with city and state", async () => {
      await userEvent.click(bar(el).getByRole('button', { name: /Store/ }));
      const options = await within(document.body).findAllByRole('option');
      await expect(options.map((o) => o.textContent)).toEqual([
        'Downtown Portland, OR',
        'Uptown Portland, OR',
      ]);
      await userEvent.keyboard('{Escape}');
    });
  },
};
