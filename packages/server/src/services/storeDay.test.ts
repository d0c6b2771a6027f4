// A store-day's large tables (tasks, samples, timers) are read a page at a time: every row comes back
// once, in the report's order, across page boundaries, and next to the other store-days of the range.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresSchema } from '../../test/postgres';
import { type Database, openPGlite } from '../db/connect';
import { migrate } from '../db/migrate';
import { seedDemo } from '../db/seed/seed';
import { loadRange, renderRange } from './storeDay';

const DAY = '2031-05-06';
const NEXT = '2031-05-07';

/** The embedded database, and a real PostgreSQL when the test setup provides one (a schema of its own). */
const targets: { name: string; open(): Promise<{ database: Database; cleanup(): Promise<void> }> }[] = [
  {
    name: 'the embedded database',
    async open() {
      const database = await openPGlite({});
      return { database, cleanup: () => database.close() };
    },
  },
];
const url = process.env.TEST_DATABASE_URL;
if (url)
  targets.push({
    name: 'PostgreSQL (TEST_DATABASE_URL)',
    open: () => openPostgresSchema(url, 2),
  });

describe.each(targets)('loadRange and renderRange read the large tables in pages, on $name', (target) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ database, cleanup } = await target.open());
    await migrate(database.db);
    await seedDemo(database.db, { today: '2026-03-18', daysBack: 0, daysAhead: 0, storeLimit: 2 });
    const db = database.db;
    // 4,001 tasks (two full pages and one row), inserted last-first so ids run against the file order.
    const tasks = Array.from({ length: 4_001 }, (_, i) => ({
      store_id: 1,
      day: DAY,
      seq: 4_000 - i,
      status: 'Complete',
      completed_by: '',
      task_name: `task ${4_000 - i}`,
    }));
    for (let i = 0; i < tasks.length; i += 500)
      await db
        .insertInto('tasks')
        .values(tasks.slice(i, i + 500))
        .execute();
    // Exactly one page of samples, every one at the same time (the id decides), and a row the next day.
    const samples = Array.from({ length: 2_000 }, (_, i) => ({
      store_id: 1,
      day: DAY,
      time: '10:00',
      product: `product ${i}`,
      employee: 'Sam',
    }));
    for (let i = 0; i < samples.length; i += 500)
      await db
        .insertInto('samples')
        .values(samples.slice(i, i + 500))
        .execute();
    await db
      .insertInto('samples')
      .values({ store_id: 1, day: NEXT, time: '09:00', product: 'next', employee: 'Sam' })
      .execute();
    // Another store's rows on the same day stay its own.
    await db
      .insertInto('tasks')
      .values({ store_id: 2, day: DAY, seq: 0, status: 'Open', completed_by: '', task_name: 'other' })
      .execute();
  }, 120_000);
  afterAll(() => cleanup?.());

  it('every task once, in file order, past two page boundaries; samples of exactly one page; the next day apart', async () => {
    const loaded = await loadRange(database.db, [1, 2], DAY, NEXT);
    const tasks = loaded.get(`1|${DAY}`)?.rows.tasks ?? [];
    expect(tasks.length).toBe(4_001);
    expect(tasks.map((t) => t.taskName)).toEqual(Array.from({ length: 4_001 }, (_, i) => `task ${i}`));
    const samples = loaded.get(`1|${DAY}`)?.rows.samples ?? [];
    expect(samples.map((s) => s.product)).toEqual(Array.from({ length: 2_000 }, (_, i) => `product ${i}`));
    expect(loaded.get(`1|${NEXT}`)?.rows.samples.map((s) => s.product)).toEqual(['next']);
    expect(loaded.get(`2|${DAY}`)?.rows.tasks.map((t) => t.taskName)).toEqual(['other']);
  });

  it("the CSV proxy's text holds every row once, in order", async () => {
    const rendered = await renderRange(database.db, [1], DAY, DAY);
    const lines = rendered.get(`1|${DAY}`)?.lines['tasks.csv'].trimEnd().split('\n') ?? [];
    expect(lines.length).toBe(4_001);
    expect([lines[0], lines[1_999], lines[2_000], lines[4_000]]).toEqual([
      'Complete,,task 0',
      'Complete,,task 1999',
      'Complete,,task 2000',
      'Complete,,task 4000',
    ]);
  });
});
