// Fixtures shared by the packages' stories and tests (`@store-ops/domain/testing`); never in the app's bundle.
import type { CsvFiles } from '../index';

/**
 * One small store-day's CSV files: four sales hours (net sales 2,036.50 against a forecast of 2,045),
 * three shifts (Maya Ortiz clocks in 4 minutes late: Late at a tolerance of 2 minutes, On Time at 5),
 * two tasks (one completed).
 */
export const smallStoreDayFiles = (date: string): CsvFiles => ({
  'sales.csv': [
    'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast',
    '07:00 AM,412.50,38,3,54,3,400',
    '08:00 AM,688.25,61,4,72,4,650',
    '09:00 AM,540.00,47,4,72,3.5,575',
    '10:00 AM,395.75,33,3,54,3,420',
  ].join('\n'),
  'scheduled_labor.csv': [
    'FirstName,LastName,DateOfBusiness,ShiftStart,ShiftEnd,RegularHours',
    `Maya,Ortiz,${date},07:00 AM,03:00 PM,8`,
    `Luis,Park,${date},08:00 AM,04:00 PM,8`,
    `Dana,Wu,${date},11:00 AM,07:00 PM,8`,
  ].join('\n'),
  'actual_labor.csv': [
    'FirstName,LastName,DateOfBusiness,ClockIn,ClockOut,RegularHours',
    `Maya,Ortiz,${date},07:04 AM,03:00 PM,7.93`,
    `Luis,Park,${date},07:59 AM,04:00 PM,8.02`,
    `Dana,Wu,${date},11:00 AM,07:00 PM,8`,
  ].join('\n'),
  'tasks.csv': [
    'Status,CompletedBy,TaskName',
    'completed,Maya,Open the line',
    'incomplete,,Deep clean fryer',
  ].join('\n'),
});

export { type GeneratedStoreDay, generateStoreDay } from '../analyst/testing/store-day';
