export { AppHeader, type AppHeaderProps } from './AppHeader';
export { appHeaderStrings } from './strings';
