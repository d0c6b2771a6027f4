import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// A page restored from the back/forward cache would show a signed-out user the last screen
// (e.g. the chat after /auth/logout): load it afresh so the session check runs again.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
