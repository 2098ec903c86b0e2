import type { Language } from './domain/languages.js';

/**
 * What the server and the build's page worker (apps/web/src/prerender/page-worker.ts) say to each
 * other (decision 043). The worker renders a public page with its data; what it fetches from the
 * API, the server answers through its own routes.
 */
export type ToPageWorker =
  /** Render `path` in `language` into `prerendered`, the page the build wrote. */
  | { type: 'render'; id: number; path: string; language: Language; prerendered: string }
  /** The answer to the worker's GET of `fetch` `id`. */
  | { type: 'fetched'; id: number; status: number; contentType: string; body: string };

export type FromPageWorker =
  | { type: 'fetch'; id: number; url: string }
  | { type: 'rendered'; id: number; html: string }
  | { type: 'failed'; id: number; message: string };

/** The build's list of the pages the server renders with their data, under the web app's `render/`. */
export const PAGES_WITH_DATA_FILE = 'pages-with-data.json';
/** The worker's file, beside that list. */
export const PAGE_WORKER_FILE = 'page-worker.js';
