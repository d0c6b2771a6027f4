export { ChangePassword, type ChangePasswordProps } from './ChangePassword';
export {
  type AppearanceSettings,
  modelOptionLabel,
  SettingsScreen,
  type SettingsScreenProps,
} from './Settings';
export { settingsStrings } from './strings';
