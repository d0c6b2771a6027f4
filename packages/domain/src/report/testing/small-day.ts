// A small store-day for the figure, trace and suggestion tests, written out by hand.
import { buildReport, type ReportContext } from '../context';
import { parseSections } from '../sections';
import type { ReportSettingsFields } from '../settings';
import { DEFAULT_REPORT_SETTINGS } from '../settingsValues';

/** A small store-day written out by hand; every figure below is worked out from these rows. */
export const SMALL_DAY_FILES = {
  'sales.csv': [
    'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast',
    '9:00 AM,400,20,4,200,5,500',
    '10:00 AM,800,40,6,220,5,900',
  ].join('\n'),
  'scheduled_labor.csv': [
    'FirstName,LastName,DateOfBusiness,ShiftStart,ShiftEnd,RegularHours',
    'Ann,Lee,2026-11-17,9:00 AM,1:00 PM,4',
    'Bo,Chen,2026-11-17,10:00 AM,2:00 PM,4',
  ].join('\n'),
  'actual_labor.csv': [
    'FirstName,LastName,DateOfBusiness,ClockIn,ClockOut,RegularHours',
    'Ann,Lee,2026-11-17,9:05 AM,1:00 PM,3.92',
  ].join('\n'),
  'tasks.csv': ['Status,CompletedBy,TaskName', 'completed,Ann Lee,Open', 'incomplete,,Close'].join('\n'),
  'samples.csv': ['Time,Product,Employee', '9:15 AM,Latte,Ann Lee'].join('\n'),
  'timers.csv': ['StartedAt,TimerName,MinutesRemaining', '9:00 AM,Fries,-4', '9:30 AM,Soup,12'].join('\n'),
};

export function smallDay(
  settings: ReportSettingsFields = DEFAULT_REPORT_SETTINGS,
  files: Partial<typeof SMALL_DAY_FILES> = SMALL_DAY_FILES,
): ReportContext {
  return buildReport({
    date: '2026-11-17',
    store: null,
    hours: [],
    sections: parseSections(files).sections,
    weather: {
      store_id: 1,
      date: '2026-11-17',
      condition: 'Sunny',
      high_f: 61,
      low_f: 44,
      precipitation_in: 0.2,
    },
    settings,
  }).context;
}
