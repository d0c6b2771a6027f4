export {
  companyOptions,
  loadSelectorFields,
  NO_COMPANY,
  NO_STORE,
  SelectorBar,
  type SelectorBarProps,
  type SelectorCompany,
  type SelectorStore,
  storeOptions,
} from './SelectorBar';
export { selectorBarStrings } from './strings';
