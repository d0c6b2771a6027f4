export { modelOptionLabel, SettingsScreen, type SettingsScreenProps } from './Settings';
export { settingsStrings } from './strings';
