// Every screen of the spec as a presentational component (props in, callbacks out).
export * from './AppHeader';
export * from './Blog';
export * from './Chat';
export * from './DemoChat';
export * from './ImpersonationDialog';
export * from './LoadingServices';
export * from './Login';
export { AppLink, type NavigationProps, type NavLinkProps } from './navigation';
export * from './Prompts';
export * from './RouteGuard';
export * from './Settings';
export * from './SideDrawer';
export * from './StaffChat';
export * from './StoreDayReport';
export * from './Toc';
