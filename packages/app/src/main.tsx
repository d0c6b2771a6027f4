import { StrictMode, startTransition } from 'react';
import { reloadOnce } from './lazyWithReload';
import { routeErrorStrings } from './routes/RouteErrorBoundary';

// A page restored from the back/forward cache would show a signed-out user the last screen
// (e.g. the chat after /auth/logout): load it afresh so the session check runs again.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) window.location.reload();
});

/**
 * Start-up in stages. Each `import()` is evaluated in a task of its own, where one static import
 * graph was a single task of ~80 ms on the build machine, 4x that on a slow phone, during which the
 * page ignores input. Their chunks still download with the page (preloadStartupStages in
 * vite.config.ts). No top-level await here: with it the bundler cuts the app into ~30 chunks.
 */
async function start(root: HTMLElement) {
  const { createRoot } = await import('react-dom/client');
  await import('./providers/session'); // xstate and the session machine
  await import('./locale'); // React Aria's locale: the first use of Intl loads ICU's data
  await import('./providers/theme'); // styled-components and the brand themes
  const { App } = await import('./App');
  // A transition renders in slices, yielding to the browser between them: the first render of a
  // screen is no single long task on a slow phone (input stays responsive while it paints).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
start(root).catch((error: unknown) => {
  // A chunk that failed to load (a deploy replaced it, a flaky network): reload once, then say so.
  console.error('Store Ops failed to start', error);
  if (reloadOnce()) return;
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.style.cssText = 'font: 1rem/1.5 system-ui, sans-serif; padding: 1.5rem; margin: 0';
  alert.textContent = `${routeErrorStrings.title} ${routeErrorStrings.body}`;
  root.replaceChildren(alert);
});
