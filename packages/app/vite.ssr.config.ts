import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The renderer of the public pages (src/publicPages.tsx), built after the app (`npm run build`) to
 * dist/.ssr/publicPages.js, which the server loads (a dot folder: not served). Our packages are
 * bundled in; React, styled-components, jsdom, DOMPurify and marked stay imports from node_modules.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    ssr: 'src/publicPages.tsx',
    outDir: 'dist/.ssr',
    emptyOutDir: true,
    sourcemap: false,
    // One file: loaded once by the server, so a rebuild of dist under a running server cannot leave
    // it importing a chunk that is gone.
    rollupOptions: { output: { entryFileNames: 'publicPages.js', inlineDynamicImports: true } },
  },
  ssr: { noExternal: [/^@store-ops\//, 'styled-components'] },
});
