export {
  type LoginCredentials,
  type LoginError,
  LoginScreen,
  type LoginScreenProps,
  type LoginState,
  loginErrorText,
} from './Login';
export { LoginCode, type LoginCodeProps, type LoginCodeState } from './LoginCode';
export { loginCodeStrings, loginStrings } from './strings';
