// The deterministic demo generator: a seeded PRNG, no clock and no randomness at run time. Given the
// same `today` and options it produces byte-identical rows.
import { mulberry32, storeClock, storeTimeZone } from '@store-ops/domain';
import {
  AVERAGE_TICKET,
  CLIMATE,
  COMPANIES,
  type CompanyKind,
  FIRST_NAMES,
  GROUPS,
  HOURS,
  LAST_NAMES,
  ROLES,
  SAMPLE_PRODUCTS,
  STORES,
  TASKS,
  TIMER_NAMES,
  WEATHER_CONDITIONS,
} from './catalog';

export interface GenerateOptions {
  /** The day the database is seeded (YYYY-MM-DD); the window is relative to it. */
  today: string;
  daysBack?: number;
  daysAhead?: number;
  employeesPerStore?: number;
  /** Only the first N stores (tests use a smaller world). */
  storeLimit?: number;
  seed?: number;
  /**
   * The moment of seeding. With it each store's today is its own local date (its state's time zone)
   * and today's rows stop at its local clock: sales and labor up to the current hour, punches of shifts
   * that have started, samples and timers so far. Without it (tests) every store's today is `today`
   * with the whole day's sales.
   */
  now?: Date;
}

/** Demo data's random choices over domain's seeded generator. */
export function prng(seed: number) {
  const next = mulberry32(seed);
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
    /** Fisher-Yates on a copy. */
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
  };
}
export type Rng = ReturnType<typeof prng>;

export const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const toClock = (minutes: number) => {
  const m = Math.max(0, Math.min(23 * 60 + 59, Math.round(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const round2 = (n: number) => Math.round(n * 100) / 100;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Busier at the end of the week. */
const DAY_FACTOR = [0.95, 0.8, 0.85, 0.9, 1.0, 1.3, 1.35];

/** Share of the day's sales per hour, by kind: lunch and dinner peaks for food, an afternoon hump for retail. */
function hourWeight(kind: CompanyKind, hour: number): number {
  if (kind === 'retail') return 0.6 + Math.exp(-((hour - 14.5) ** 2) / 10);
  const lunch = Math.exp(-((hour - 12.3) ** 2) / 2);
  const dinner = Math.exp(-((hour - 18.5) ** 2) / 3);
  const breakfast = kind === 'restaurant' ? 0.5 * Math.exp(-((hour - 8.5) ** 2) / 1.5) : 0;
  return 0.25 + lunch + 0.9 * dinner + breakfast;
}

export function generateDemoData(options: GenerateOptions) {
  const { today, daysBack = 90, daysAhead = 14, employeesPerStore = 14, seed = 20_261_121 } = options;
  const rng = prng(seed);
  const storeSeeds = STORES.slice(0, options.storeLimit ?? STORES.length);

  const companies = COMPANIES.map((c, i) => ({
    id: i + 1,
    name: c.name,
    source_id: c.source_id,
    week_begin: c.week_begin,
  }));
  const companyBySource = new Map(COMPANIES.map((c, i) => [c.source_id, { ...c, id: i + 1 }]));

  const stores = storeSeeds.map((s, i) => {
    const company = companyBySource.get(s.company);
    if (!company) throw new Error(`unknown company ${s.company}`);
    return {
      id: i + 1,
      name: s.name,
      address: s.address,
      city: s.city,
      state: s.state,
      zip: s.zip,
      phone: s.phone,
      franchise: s.franchise,
      company_id: company.id,
      source_id: s.source_id,
    };
  });
  const kindOf = (storeIndex: number): CompanyKind =>
    companyBySource.get(storeSeeds[storeIndex]?.company ?? '')?.kind ?? 'restaurant';

  const store_hours = stores.flatMap((s, i) =>
    HOURS[kindOf(i)].map((h, dow) => ({
      id: i * 7 + dow + 1,
      store_id: s.id,
      day_of_week: dow,
      open_time: h ? h[0] : null,
      close_time: h ? h[1] : null,
      closed: h === null,
    })),
  );

  // Employees: unique names per store, roles cycling through the kind's roster.
  const employees: {
    id: number;
    store_id: number;
    source_id: string;
    first_name: string;
    last_name: string;
    role: string;
    hourly_rate: number;
    active: boolean;
  }[] = [];
  stores.forEach((s, i) => {
    const roles = ROLES[kindOf(i)];
    const used = new Set<string>();
    for (let e = 0; e < employeesPerStore; e++) {
      let first = rng.pick(FIRST_NAMES);
      let last = rng.pick(LAST_NAMES);
      while (used.has(`${first} ${last}`)) {
        first = rng.pick(FIRST_NAMES);
        last = rng.pick(LAST_NAMES);
      }
      used.add(`${first} ${last}`);
      const role = roles[e % roles.length] as string;
      const manager = /Manager/.test(role);
      employees.push({
        id: employees.length + 1,
        store_id: s.id,
        source_id: `${s.source_id}-E${String(e + 1).padStart(3, '0')}`,
        first_name: first,
        last_name: last,
        role,
        hourly_rate: round2((manager ? 24 : /Lead|Assistant/.test(role) ? 19 : 14) + rng.next() * 4),
        active: e < employeesPerStore - 1 || rng.chance(0.5),
      });
    }
  });
  const staffOf = new Map<number, typeof employees>();
  for (const e of employees) {
    const list = staffOf.get(e.store_id) ?? [];
    list.push(e);
    staffOf.set(e.store_id, list);
  }

  const availability = employees.flatMap((e) => {
    const count = rng.int(1, 3);
    return Array.from({ length: count }, (_, k) => ({
      employee_id: e.id,
      effective: addDays(today, -rng.int(30, 400) + k * 20),
      notes: rng.pick([
        'Available all days',
        'Weekdays only',
        'No Sundays',
        'Evenings only',
        'Mornings only',
        'Weekends only',
      ]),
    }));
  });

  const shifts: {
    id: number;
    employee_id: number;
    store_id: number;
    day: string;
    start_time: string;
    end_time: string;
  }[] = [];
  const timepunches: {
    id: number;
    employee_id: number;
    store_id: number;
    date: string;
    clock_in: string;
    clock_out: string | null;
    regular_hours: number;
  }[] = [];
  const sales: {
    id: number;
    store_id: number;
    day: string;
    hour: number;
    net_sales: number;
    transactions: number;
    labor_hours: number;
    labor_cost: number;
    suggested_labor_hours: number;
    forecast: number;
  }[] = [];
  const tasks: {
    id: number;
    store_id: number;
    day: string;
    seq: number;
    status: string;
    completed_by: string;
    task_name: string;
  }[] = [];
  const samples: {
    id: number;
    store_id: number;
    day: string;
    time: string;
    product: string;
    employee: string;
  }[] = [];
  const timers: {
    id: number;
    store_id: number;
    day: string;
    started_at: string;
    timer_name: string;
    minutes_remaining: number;
  }[] = [];
  const weather: {
    store_id: number;
    date: string;
    condition: string;
    high_f: number;
    low_f: number;
    precipitation_in: number;
  }[] = [];
  const scheduleHours = new Map<string, number>();

  const days = Array.from({ length: daysBack + daysAhead + 1 }, (_, k) => addDays(today, k - daysBack));

  stores.forEach((store, si) => {
    const kind = kindOf(si);
    const staff = (staffOf.get(store.id) ?? []).filter((e) => e.active);
    const storeSeed = storeSeeds[si];
    const climate = CLIMATE[store.state] ?? { jan: 55, jul: 85, rain: 0.25 };
    const company = companies[store.company_id - 1];
    const weekBegin = WEEKDAYS.indexOf(company?.week_begin ?? 'Monday');
    // The store's own clock: its state's time zone, as the day statuses read it.
    const clock = options.now ? storeClock(options.now, storeTimeZone(store.state)) : null;
    const storeToday = clock?.date ?? today;
    /** Minutes after the store's midnight now (null: no clock, today's sales run to closing). */
    const nowMinutes = clock?.minutes ?? null;

    for (const day of days) {
      const dow = weekdayOf(day);
      const hours = HOURS[kind][dow];
      const past = day < storeToday;
      const isToday = day === storeToday;
      // Today, before the store's clock: what has happened so far.
      const happened = (minutes: number) => !isToday || nowMinutes === null || minutes <= nowMinutes;

      // Weather: a seasonal curve plus noise.
      const dayOfYear = Math.floor(
        (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${day.slice(0, 4)}-01-01T00:00:00Z`)) / 86_400_000,
      );
      const season = (1 - Math.cos(((dayOfYear - 15) / 365) * 2 * Math.PI)) / 2;
      const high = Math.round(climate.jan + (climate.jul - climate.jan) * season + rng.int(-6, 6));
      const wet = rng.chance(climate.rain);
      const condition = wet
        ? high < 36
          ? 'Snow'
          : rng.pick(['Light Rain', 'Rain', 'Thunderstorms'])
        : rng.pick(WEATHER_CONDITIONS.slice(0, 3).concat(['Sunny', 'Windy', 'Fog']));
      weather.push({
        store_id: store.id,
        date: day,
        condition,
        high_f: high,
        low_f: high - rng.int(10, 22),
        precipitation_in: wet ? round2(rng.next() * 1.2 + 0.02) : 0,
      });
      if (!hours) continue;

      const open = toMinutes(hours[0]);
      const close = toMinutes(hours[1]);

      // Shifts: openers, mids and closers from a deterministic shuffle of the active staff.
      const roster = rng.shuffle(staff);
      const crew = roster.slice(
        0,
        Math.min(roster.length, rng.int(kind === 'retail' ? 5 : 8, kind === 'retail' ? 7 : 11)),
      );
      const dayShifts = crew.map((e, k) => {
        const slot = k % 3;
        const length = rng.int(8, 16) * 30; // 4h..8h
        let start = slot === 0 ? open - 30 : slot === 2 ? close + 30 - length : open + rng.int(2, 8) * 30;
        start = Math.max(open - 60, Math.min(start, close - 120));
        const end = Math.min(start + length, close + 30, 23 * 60 + 45);
        const shift = {
          id: shifts.length + 1,
          employee_id: e.id,
          store_id: store.id,
          day,
          start_time: toClock(start),
          end_time: toClock(end),
        };
        shifts.push(shift);
        return { shift, employee: e, start, end };
      });
      const weekStart = addDays(day, -((dow - weekBegin + 7) % 7));
      const weekKey = `${store.id}|${weekStart}`;
      scheduleHours.set(
        weekKey,
        (scheduleHours.get(weekKey) ?? 0) + dayShifts.reduce((t, s) => t + (s.end - s.start) / 60, 0),
      );

      // Punches for past days and today: mostly on time, some late or early, some no-shows.
      const worked: { employee: (typeof employees)[number]; in: number; out: number }[] = [];
      if (past || isToday) {
        for (const s of dayShifts) {
          const r = rng.next();
          if (r < 0.04) continue; // no-show
          const offset = r < 0.11 ? rng.int(3, 22) : r < 0.17 ? -rng.int(3, 12) : rng.int(-2, 2);
          const clockIn = s.start + offset;
          const clockOut = s.end + rng.int(-6, 9);
          if (!happened(clockIn)) continue; // not clocked in yet
          const open = isToday && (nowMinutes === null ? s.end > 17 * 60 : !happened(clockOut));
          timepunches.push({
            id: timepunches.length + 1,
            employee_id: s.employee.id,
            store_id: store.id,
            date: day,
            clock_in: toClock(clockIn),
            clock_out: open ? null : toClock(clockOut),
            regular_hours: open ? 0 : round2((clockOut - clockIn) / 60),
          });
          // An open punch has worked until now (without a clock: not counted yet).
          worked.push({ employee: s.employee, in: clockIn, out: open ? (nowMinutes ?? clockIn) : clockOut });
        }
      }

      // Hourly sales with forecast and labor.
      const dayTotal =
        (storeSeed?.baseSales ?? 5000) *
        (DAY_FACTOR[dow] ?? 1) *
        (0.88 + rng.next() * 0.24) *
        (wet ? 0.9 : 1);
      const firstHour = Math.floor(open / 60);
      const lastHour = Math.ceil(close / 60) - 1;
      let weightSum = 0;
      for (let h = firstHour; h <= lastHour; h++) weightSum += hourWeight(kind, h);
      const avgRate = staff.reduce((t, e) => t + e.hourly_rate, 0) / Math.max(1, staff.length);
      for (let h = firstHour; h <= lastHour; h++) {
        if (!happened(h * 60)) break; // today's rows end at the current hour
        const share = (dayTotal * hourWeight(kind, h)) / weightSum;
        // The current hour so far: its share of the hour's sales.
        const elapsed = isToday && nowMinutes !== null ? Math.min(1, (nowMinutes - h * 60) / 60) : 1;
        const actual = past || isToday ? round2(share * (0.85 + rng.next() * 0.3) * elapsed) : 0;
        const forecast = round2(share * (0.92 + rng.next() * 0.16));
        const overlap = (a: number, b: number) =>
          Math.max(0, Math.min(b, (h + 1) * 60) - Math.max(a, h * 60)) / 60;
        const laborHours =
          past || isToday
            ? round2(worked.reduce((t, w) => t + overlap(w.in, w.out), 0))
            : round2(dayShifts.reduce((t, s) => t + overlap(s.start, s.end), 0));
        sales.push({
          id: sales.length + 1,
          store_id: store.id,
          day,
          hour: h,
          net_sales: actual,
          transactions:
            actual > 0
              ? Math.max(1, Math.round(actual / (AVERAGE_TICKET[kind] * (0.9 + rng.next() * 0.2))))
              : 0,
          labor_hours: laborHours,
          labor_cost: round2(laborHours * avgRate),
          suggested_labor_hours: round2(Math.max(1.5, forecast / (kind === 'retail' ? 110 : 85))),
          forecast,
        });
      }

      // Tasks with every status, samples and timers.
      const names = rng.shuffle(TASKS[kind]).slice(0, rng.int(6, 10));
      const onShift = dayShifts.map((s) => `${s.employee.first_name} ${s.employee.last_name}`);
      names.forEach((task_name, seq) => {
        let status: string;
        if (past) {
          const r = rng.next();
          status = r < 0.68 ? 'completed' : r < 0.8 ? 'late' : r < 0.93 ? 'incomplete' : 'skipped';
        } else if (isToday) {
          status = rng.chance(0.5) ? 'completed' : 'pending';
        } else {
          status = 'pending';
        }
        const done = status === 'completed' || status === 'late';
        tasks.push({
          id: tasks.length + 1,
          store_id: store.id,
          day,
          seq,
          status,
          completed_by: done && onShift.length > 0 ? rng.pick(onShift) : '',
          task_name,
        });
      });
      if (past || isToday) {
        const sampleCount = rng.int(3, 9);
        for (let k = 0; k < sampleCount; k++) {
          const time = rng.int(open + 30, close - 30);
          const product = rng.pick(SAMPLE_PRODUCTS[kind]);
          const employee = onShift.length > 0 ? rng.pick(onShift) : 'Unassigned';
          if (!happened(time)) continue;
          samples.push({
            id: samples.length + 1,
            store_id: store.id,
            day,
            time: toClock(time),
            product,
            employee,
          });
        }
        const timerCount = rng.int(3, 7);
        for (let k = 0; k < timerCount; k++) {
          const started = rng.int(open, close - 60);
          const timer_name = rng.pick(TIMER_NAMES[kind]);
          const minutes_remaining = rng.chance(0.3) ? -rng.int(1, 25) : rng.int(0, 45);
          if (!happened(started)) continue;
          timers.push({
            id: timers.length + 1,
            store_id: store.id,
            day,
            started_at: toClock(started),
            timer_name,
            minutes_remaining,
          });
        }
      }
    }
  });
  samples.sort(
    (a, b) =>
      a.store_id - b.store_id || a.day.localeCompare(b.day) || a.time.localeCompare(b.time) || a.id - b.id,
  );
  samples.forEach((s, i) => {
    s.id = i + 1;
  });
  timers.sort(
    (a, b) =>
      a.store_id - b.store_id ||
      a.day.localeCompare(b.day) ||
      a.started_at.localeCompare(b.started_at) ||
      a.id - b.id,
  );
  timers.forEach((t, i) => {
    t.id = i + 1;
  });

  const schedules = [...scheduleHours.entries()]
    .map(([key, total], i) => {
      const [storeId, weekStart] = key.split('|') as [string, string];
      return {
        id: i + 1,
        store_id: Number(storeId),
        week_start: weekStart,
        published: weekStart <= addDays(today, 7),
        total_hours: round2(total),
      };
    })
    .map((s, i) => ({ ...s, id: i + 1 }));

  const storeBySource = new Map(stores.map((s) => [s.source_id, s.id]));
  const user_groups = GROUPS.map((g, i) => ({ id: i + 1, name: g.name, description: g.description }));
  const user_group_companies = GROUPS.flatMap((g, i) =>
    g.companies.map((c) => ({ group_id: i + 1, company_id: companyBySource.get(c)?.id ?? 0 })),
  ).filter((r) => r.company_id > 0);
  const user_group_stores = GROUPS.flatMap((g, i) =>
    g.stores.map((s) => ({ group_id: i + 1, store_id: storeBySource.get(s) ?? 0 })),
  ).filter((r) => r.store_id > 0);

  return {
    companies,
    stores,
    store_hours,
    employees,
    availability: availability.map((a, i) => ({ id: i + 1, ...a })),
    shifts,
    timepunches,
    sales,
    tasks,
    samples,
    timers,
    weather,
    schedules,
    user_groups,
    user_group_companies,
    user_group_stores,
  };
}
export type DemoData = ReturnType<typeof generateDemoData>;
