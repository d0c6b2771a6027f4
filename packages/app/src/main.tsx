import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// A page restored from the back/forward cache would show a signed-out user the last screen
// (e.g. the chat after /auth/logout): load it afresh so the session check runs again.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// A transition renders in slices, yielding to the browser between them: the first render of a
// screen is no single long task on a slow phone (input stays responsive while it paints).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
