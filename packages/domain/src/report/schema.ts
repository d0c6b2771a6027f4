// zod schemas of the stat blocks and the report context, for whoever receives them over a wire (LLM tool
// results, a cached context, the system message read back). Compile-time checks below keep them equal
// to the TypeScript interfaces in ./types and ./context.
import { z } from 'zod';
import {
  DAY_STATUSES,
  isoDateSchema,
  storeHoursSchema,
  storeSchema,
  weatherSchema,
  weekdaySchema,
} from '../contract';
import type { LocationHoursRow, ReportContext, ReportDate } from './context';
import type { ReportDayStatus } from './dayStatus';
import type {
  ClockInVariance,
  ClockInVarianceRow,
  EmployeeSummary,
  EmployeesBlock,
  HourCount,
  HourlyRow,
  NamedCount,
  SalesBlock,
  SalesFigures,
  SalesMetrics,
  SamplesBlock,
  StatBlocks,
  TaskRow,
  TasksBlock,
  TimerRow,
  TimersBlock,
  TimesheetRow,
} from './types';

const money = z.number();
const metric = z.number().nullable();
const count = z.number().int().nonnegative();
const hourOfDay = z.number().int().min(0).max(23);

export const salesFiguresSchema = z.object({
  netSales: money,
  transactions: z.number(),
  laborHours: z.number(),
  laborCost: money,
  suggestedLaborHours: z.number(),
  forecast: money,
});

/** The sales metrics; a metric the company's report settings switch off is absent. */
export const salesMetricsSchema = z.object({
  netSalesPerTransaction: metric.optional(),
  netSalesPerLaborHour: metric.optional(),
  netSalesPerSuggestedLaborHour: metric.optional(),
  laborCostPercent: metric.optional(),
  actualVsSuggestedHoursPercent: metric.optional(),
  costPerSuggestedLaborHour: metric.optional(),
  forecastVarianceDollars: money.optional(),
  forecastVariancePercent: metric.optional(),
});

export const salesBlockSchema = z.object({
  totals: salesFiguresSchema,
  metrics: salesMetricsSchema,
  hourCount: count,
});

export const hourlyRowSchema = salesFiguresSchema.extend({ hour: z.string(), hourOfDay });

const person = { name: z.string(), firstName: z.string(), lastName: z.string() };

export const employeeSummarySchema = z.object({
  employees: z.array(
    z.object({
      ...person,
      scheduledHours: z.number(),
      actualHours: z.number(),
      varianceHours: z.number(),
      shifts: count,
      punches: count,
    }),
  ),
  totals: z.object({
    employeeCount: count,
    scheduledHours: z.number(),
    actualHours: z.number(),
    varianceHours: z.number(),
  }),
});

export const clockInStatusSchema = z.enum(['Late', 'Early', 'On Time', 'N/A']);

export const clockInVarianceRowSchema = z.object({
  ...person,
  date: z.string(),
  scheduledStart: z.string(),
  scheduledEnd: z.string(),
  actualStart: z.string().nullable(),
  actualEnd: z.string().nullable(),
  varianceMinutes: z.number().nullable(),
  status: clockInStatusSchema,
});

export const clockInVarianceSchema = z.object({
  toleranceMinutes: z.number(),
  counts: z.object({ late: count, early: count, onTime: count, notApplicable: count }),
  shifts: z.array(clockInVarianceRowSchema),
});

export const timesheetRowSchema = z.object({
  ...person,
  date: z.string(),
  clockIn: z.string(),
  clockOut: z.string().nullable(),
  regularHours: z.number(),
});

export const employeesBlockSchema = z.object({
  summary: employeeSummarySchema,
  clockInVariance: clockInVarianceSchema,
  timesheet: z.array(timesheetRowSchema),
});

export const taskRowSchema = z.object({ taskName: z.string(), status: z.string(), completedBy: z.string() });

export const tasksBlockSchema = z.object({
  total: count,
  completed: count,
  late: count,
  issues: count,
  other: count,
  completionRate: z.number().min(0).max(100).nullable(),
  byStatus: z.record(z.string(), count),
  issueTasks: z.array(taskRowSchema),
  // Contexts written before it was kept (a chat's stored system messages) have none.
  otherTasks: z.array(taskRowSchema).default([]),
});

export const namedCountSchema = z.object({ name: z.string(), count });
export const hourCountSchema = z.object({ hour: z.string(), hourOfDay, count });

export const samplesBlockSchema = z.object({
  count,
  byProduct: z.array(namedCountSchema),
  byEmployee: z.array(namedCountSchema),
  byHour: z.array(hourCountSchema),
});

export const timerRowSchema = z.object({
  startedAt: z.string(),
  timerName: z.string(),
  minutesRemaining: z.number(),
  status: z.enum(['expired', 'active']),
});

export const timersBlockSchema = z.object({
  total: count,
  active: count,
  expired: count,
  timers: z.array(timerRowSchema),
});

export const statBlockKeySchema = z.enum(['sales', 'hourly', 'employees', 'tasks', 'samples', 'timers']);

export const statBlocksSchema = z.object({
  sales: salesBlockSchema.optional(),
  hourly: z.array(hourlyRowSchema).optional(),
  employees: employeesBlockSchema.optional(),
  tasks: tasksBlockSchema.optional(),
  samples: samplesBlockSchema.optional(),
  timers: timersBlockSchema.optional(),
});

export const reportDateSchema = z.object({
  date: z.string(),
  displayDate: z.string(),
  dayOfWeek: z.union([weekdaySchema, z.literal('')]),
});

export const locationHoursRowSchema = storeHoursSchema.extend({
  weekday: weekdaySchema,
  isReportDay: z.boolean(),
});

export const dayStatusSchema = z.enum(DAY_STATUSES);

export const reportDayStatusSchema = z.object({
  status: z.enum(['not_started', 'in_progress', 'no_data']),
  timeZone: z.string(),
  storeDate: z.string(),
  storeTime: z.string(),
  dataThroughHour: z.number().int().min(0).max(23).nullable(),
  dayForecast: z.number().nullable(),
});

export const reportContextSchema = z.object({
  reportDate: reportDateSchema,
  location: z.object({ store: storeSchema.nullable(), hours: z.array(locationHoursRowSchema) }),
  statBlocks: statBlocksSchema,
  weather: weatherSchema.nullable(),
  dayStatus: reportDayStatusSchema.optional(),
});

/** A report request as a tool or endpoint receives it: store-day and blocks. */
export const reportRequestSchema = z.object({
  date: isoDateSchema,
  blocks: z.array(statBlockKeySchema).optional(),
});

// --- the schemas and the interfaces stay the same shape (a compile error otherwise) ------------------
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <T extends true>(_: T) => _;
same<Same<z.infer<typeof salesFiguresSchema>, SalesFigures>>(true);
same<Same<z.infer<typeof salesMetricsSchema>, Partial<SalesMetrics>>>(true);
same<Same<z.infer<typeof salesBlockSchema>, SalesBlock>>(true);
same<Same<z.infer<typeof hourlyRowSchema>, HourlyRow>>(true);
same<Same<z.infer<typeof employeeSummarySchema>, EmployeeSummary>>(true);
same<Same<z.infer<typeof clockInVarianceRowSchema>, ClockInVarianceRow>>(true);
same<Same<z.infer<typeof clockInVarianceSchema>, ClockInVariance>>(true);
same<Same<z.infer<typeof timesheetRowSchema>, TimesheetRow>>(true);
same<Same<z.infer<typeof employeesBlockSchema>, EmployeesBlock>>(true);
same<Same<z.infer<typeof taskRowSchema>, TaskRow>>(true);
same<Same<z.infer<typeof tasksBlockSchema>, TasksBlock>>(true);
same<Same<z.infer<typeof namedCountSchema>, NamedCount>>(true);
same<Same<z.infer<typeof hourCountSchema>, HourCount>>(true);
same<Same<z.infer<typeof samplesBlockSchema>, SamplesBlock>>(true);
same<Same<z.infer<typeof timerRowSchema>, TimerRow>>(true);
same<Same<z.infer<typeof timersBlockSchema>, TimersBlock>>(true);
same<Same<z.infer<typeof statBlocksSchema>, StatBlocks>>(true);
same<Same<z.infer<typeof reportDateSchema>, ReportDate>>(true);
same<Same<z.infer<typeof locationHoursRowSchema>, LocationHoursRow>>(true);
same<Same<z.infer<typeof reportDayStatusSchema>, ReportDayStatus>>(true);
same<Same<z.infer<typeof reportContextSchema>, ReportContext>>(true);
