import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** What a screen that failed to load (after its one reload) shows instead of a blank page. */
export const routeErrorStrings = {
  title: 'This screen could not be loaded.',
  body: 'Check your connection and reload the page.',
  reload: 'Reload',
} as const;

/** Catches a route module that still fails after lazyWithReload's one reload (no reload loop). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('Route failed to load', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main role="alert" data-component="RouteError" style={{ padding: '1.5rem' }}>
        <h1 style={{ fontSize: '1.25rem', margin: '0 0 0.5rem' }}>{routeErrorStrings.title}</h1>
        <p>{routeErrorStrings.body}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {routeErrorStrings.reload}
        </button>
      </main>
    );
  }
}
