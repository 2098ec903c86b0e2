/**
 * The server's worker thread that renders the public pages with their data (decision 043): React
 * and the app run here, never on the server's event loop. The app's API calls are relative
 * (`/api/...`); here `fetch` asks the server, which answers them through its own routes.
 */
import { parentPort } from 'node:worker_threads';
import type { FromPageWorker, ToPageWorker } from '@oneclick/shared';
import { pageWithData } from './page-with-data';
import { renderPageWithData } from './render-page';

const port = parentPort;
if (!port) throw new Error('page-worker.js runs as a worker thread of the server.');

const send = (message: FromPageWorker) => port.postMessage(message);
const fetches = new Map<number, (response: Response) => void>();
let nextFetch = 0;

globalThis.fetch = (input) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const id = nextFetch++;
  send({ type: 'fetch', id, url });
  return new Promise((resolve) => fetches.set(id, resolve));
};

// One page at a time: the translation layer holds one language at a time.
let rendering: Promise<unknown> = Promise.resolve();

port.on('message', (message: ToPageWorker) => {
  if (message.type === 'fetched') {
    const { id, status, contentType, body } = message;
    // An answer without a body (a 204) must be made without one.
    const response = new Response(body === '' ? null : body, { status, headers: { 'content-type': contentType } });
    fetches.get(id)?.(response);
    fetches.delete(id);
    return;
  }
  const { id, path, language, prerendered } = message;
  rendering = rendering.then(async () => {
    try {
      const { body, data } = await renderPageWithData(path, language);
      send({ type: 'rendered', id, html: pageWithData(prerendered, body, data) });
    } catch (error) {
      send({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
    }
  });
});
