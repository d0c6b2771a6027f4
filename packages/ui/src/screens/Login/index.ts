export {
  type LoginCredentials,
  type LoginError,
  LoginScreen,
  type LoginScreenProps,
  type LoginState,
  loginErrorText,
} from './Login';
export { loginStrings } from './strings';
