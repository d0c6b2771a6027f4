// The blog bodies' worker thread (bodies.ts): loads the built app's renderer and renders each body it
// is sent, so DOMPurify's work on a giant body never runs on the server's event loop. Plain JavaScript:
// a worker thread gets none of the server's TypeScript loader.
// Not niced: a nice thread gives way to every process on the machine, not only to the server's event
// loop, and on a busy host it never got to render (each read waited out RENDER_TIMEOUT_MS). Being a
// thread of its own is what keeps the event loop free.
import { parentPort, workerData } from 'node:worker_threads';

const { default: renderer } = await import(workerData.renderer);

parentPort?.on('message', async ({ id, source }) => {
  try {
    parentPort?.postMessage({ id, html: await renderer.renderBlogBody(source) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
