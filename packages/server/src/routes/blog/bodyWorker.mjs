// The blog bodies' worker thread (bodies.ts): loads the built app's renderer and renders each body it
// is sent, so DOMPurify's work on a giant body never runs on the server's event loop. Plain JavaScript:
// a worker thread gets none of the server's TypeScript loader.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

// Linux keeps a nice value per thread: this one gives way to the server's event loop when they compete
// for a processor. (Elsewhere the call would lower the whole process.)
if (process.platform === 'linux') setPriority(19);

const { default: renderer } = await import(workerData.renderer);

parentPort?.on('message', async ({ id, source }) => {
  try {
    parentPort?.postMessage({ id, html: await renderer.renderBlogBody(source) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
