import { describe, expect, it } from 'vitest';
import { generateDemoData, toMinutes } from './generate';

describe('demo generator', () => {
  const options = { today: '2026-11-21' };
  const data = generateDemoData(options);

  it('is deterministic: the same day gives byte-identical rows', () => {
    expect(JSON.stringify(generateDemoData(options))).toBe(JSON.stringify(data));
    expect(JSON.stringify(generateDemoData({ today: '2026-11-22' }))).not.toBe(JSON.stringify(data));
  });

  it('has the size the issue asks for: 3 companies, 10+ stores, 150+ employees, 90 days back to 14 ahead', () => {
    expect(data.companies.map((c) => [c.name, c.week_begin])).toEqual([
      ['Harvest Table Restaurant Group', 'Monday'],
      ['Blazing Bird Franchising', 'Wednesday'],
      ['Northwind Outfitters', 'Sunday'],
    ]);
    expect(data.stores.length).toBeGreaterThanOrEqual(10);
    expect(data.employees.length).toBeGreaterThanOrEqual(150);
    const days = [...new Set(data.weather.map((w) => w.date))].sort();
    expect(days[0]).toBe('2026-08-23');
    expect(days.at(-1)).toBe('2026-12-05');
    expect(data.weather).toHaveLength(data.stores.length * 105);
    // Every open store-day has hourly sales.
    const salesDays = new Set(data.sales.map((s) => `${s.store_id}|${s.day}`));
    expect(salesDays.size).toBe(data.stores.length * 105);
  });

  it('has every task status, punches on time, late, early and missing, and expired timers', () => {
    expect(new Set(data.tasks.map((t) => t.status))).toEqual(
      new Set(['completed', 'late', 'incomplete', 'skipped', 'pending']),
    );
    const shifts = new Map(data.shifts.map((s) => [`${s.employee_id}|${s.day}`, s]));
    const variance = { late: 0, early: 0, onTime: 0 };
    for (const p of data.timepunches) {
      const s = shifts.get(`${p.employee_id}|${p.date}`);
      if (!s) continue;
      const v = toMinutes(p.clock_in) - toMinutes(s.start_time);
      if (v > 2) variance.late++;
      else if (v < -2) variance.early++;
      else variance.onTime++;
    }
    expect(variance.onTime / data.timepunches.length).toBeGreaterThan(0.7);
    expect(variance.late).toBeGreaterThan(100);
    expect(variance.early).toBeGreaterThan(100);
    const pastShifts = data.shifts.filter((s) => s.day <= '2026-11-21').length;
    expect(pastShifts - data.timepunches.length).toBeGreaterThan(100); // no-shows
    expect(data.timers.some((t) => t.minutes_remaining < 0)).toBe(true);
    expect(data.timers.some((t) => t.minutes_remaining >= 0)).toBe(true);
  });

  it("with a clock, each store's today is its local date and its rows stop at its local hour", () => {
    // 00:02 UTC on the 22nd: 6:02 PM on the 21st in Austin, 4:02 PM in Portland.
    const now = new Date('2026-11-22T00:02:00Z');
    const live = generateDemoData({ today: '2026-11-22', now });
    expect(JSON.stringify(generateDemoData({ today: '2026-11-22', now }))).toBe(JSON.stringify(live));
    const storeIn = (state: string) => live.stores.find((s) => s.state === state)!;
    const hoursOf = (storeId: number, day: string) =>
      live.sales.filter((r) => r.store_id === storeId && r.day === day);
    const austin = storeIn('TX');
    const today = hoursOf(austin.id, '2026-11-21');
    expect(today.at(-1)?.hour).toBe(18);
    // The current hour has two minutes of sales and people at work; every hour so far is staffed.
    expect(today.every((r) => r.labor_hours > 0)).toBe(true);
    const full = hoursOf(austin.id, '2026-11-20');
    expect(full.at(-1)!.hour).toBeGreaterThan(18);
    // The 22nd has not begun in Austin: forecast only.
    expect(hoursOf(austin.id, '2026-11-22').every((r) => r.net_sales === 0 && r.forecast > 0)).toBe(true);
    const portland = storeIn('OR');
    expect(hoursOf(portland.id, '2026-11-21').at(-1)?.hour).toBe(16);
    // Punches today: none after now; shifts still running are open (no clock-out yet).
    const punches = live.timepunches.filter((p) => p.store_id === austin.id && p.date === '2026-11-21');
    expect(punches.length).toBeGreaterThan(0);
    expect(punches.every((p) => toMinutes(p.clock_in) <= 18 * 60 + 2)).toBe(true);
    expect(punches.some((p) => p.clock_out === null)).toBe(true);
    expect(punches.every((p) => p.clock_out === null || toMinutes(p.clock_out) <= 18 * 60 + 2)).toBe(true);
    const after = (t: string) => toMinutes(t) > 18 * 60 + 2;
    expect(
      live.samples.some((r) => r.store_id === austin.id && r.day === '2026-11-21' && after(r.time)),
    ).toBe(false);
    expect(
      live.timers.some((r) => r.store_id === austin.id && r.day === '2026-11-21' && after(r.started_at)),
    ).toBe(false);
  });

  it('without a clock the world is what it was (tests pin it): the whole of today', () => {
    const austin = data.stores.find((s) => s.state === 'TX')!;
    const today = data.sales.filter((r) => r.store_id === austin.id && r.day === '2026-11-21');
    expect(today.at(-1)!.hour).toBeGreaterThan(18);
  });
});
