// The public blog's own client page (blog.html, which the server sends for /blog and /blog/{slug}
// when it cannot send them rendered: a build without src/blogPages.tsx's renderer, or its failure): the
// blog's pages on the brand theme and nothing of the signed-in app (no session check, no login form,
// none of the app's data), so a visitor's first paint waits for far less code. It starts the page's
// data first (routes/blogFirstLoad.ts: a few small modules), then React DOM and the pages, each in a
// task of its own as main.tsx does. The app bench's line "initial JS /blog" measures it. The signed-in app (index.html) has the same routes, for `npm run dev` and for in-app
// navigation.
import './routes/blogFirstLoad';
import { StrictMode, startTransition } from 'react';
import { reloadOnce } from './lazyWithReload';

async function start(root: HTMLElement) {
  const { createRoot } = await import('react-dom/client');
  await import('./locale'); // React Aria's locale: the first use of Intl loads ICU's data
  await import('./providers/theme'); // styled-components and the brand themes
  const { BlogApp } = await import('./blogApp');
  // Rendered in slices (a transition), so the first render is no single long task on a slow phone.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <BlogApp />
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
start(root).catch((error: unknown) => {
  // A chunk that failed to load (a deploy replaced it): reload once, as main.tsx does.
  console.error('Store Ops blog failed to start', error);
  reloadOnce();
});
