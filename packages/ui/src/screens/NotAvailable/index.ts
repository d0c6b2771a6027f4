export { NotAvailableScreen, type NotAvailableScreenProps } from './NotAvailable';
export { notAvailableStrings } from './strings';
