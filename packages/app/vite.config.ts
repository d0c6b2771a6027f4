import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// API paths the dev server forwards to the API server (npm run dev starts both).
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const proxied = ['/api', '/auth', '/healthz'];

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', manifest: true, sourcemap: true },
  // The report worker is an ES module worker (it shares the domain code's chunks).
  worker: { format: 'es' },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
});
