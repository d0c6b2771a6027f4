export { ChangePassword, type ChangePasswordProps } from './ChangePassword';
export {
  type AppearanceSettings,
  modelOptionLabel,
  SettingsScreen,
  type SettingsScreenProps,
} from './Settings';
export { settingsStrings, twoFactorStrings } from './strings';
export { TwoFactor, type TwoFactorProps, type TwoFactorSetup, type TwoFactorState } from './TwoFactor';
