// TEMPORARY (not committed): screens until @store-ops/ui exports them from its root.
export * from '@store-ops/ui';
export * from '../../ui/src/components/CachePanel';
export * from '../../ui/src/components/ChatMessage';
export * from '../../ui/src/components/ContextPreview';
export * from '../../ui/src/components/SelectorBar';
export * from '../../ui/src/screens/Chat';
export * from '../../ui/src/screens/DemoChat';
export * from '../../ui/src/screens/ImpersonationDialog';
export * from '../../ui/src/screens/LoadingServices';
export * from '../../ui/src/screens/Login';
export * from '../../ui/src/screens/NotAvailable';
export * from '../../ui/src/screens/navigation';
export * from '../../ui/src/screens/RouteGuard';
export * from '../../ui/src/screens/Settings';
export * from '../../ui/src/screens/SideDrawer';
export * from '../../ui/src/screens/Toc';
