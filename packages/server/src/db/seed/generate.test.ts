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
});
