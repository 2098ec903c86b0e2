import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  type FromPageWorker,
  type Language,
  PAGE_WORKER_FILE,
  PAGES_WITH_DATA_FILE,
  type ToPageWorker,
} from '@oneclick/shared';
import type { FastifyInstance } from 'fastify';
import type { PublicCache } from '../service-core/public-cache.js';
import { compressInMemory, type FileInMemory } from './files-in-memory.js';

/** A render not done by then is given up (and its worker with it): the visitor gets the build's page. */
export const PAGE_RENDER_TIMEOUT_MS = 10_000;

export interface PagesWithData {
  /** The public pages the build marked as shown with their data (`/tutorials`). */
  paths: ReadonlySet<string>;
  /**
   * The page rendered with the data of the content as it is now, made once for each version of
   * the content; the build's page (`prerendered`) if that render fails.
   */
  page(pathname: string, language: Language, prerendered: FileInMemory): Promise<FileInMemory>;
}

/**
 * Renders the pages the build marked (decision 043) in a worker thread that runs the build's
 * renderer: React never runs on this event loop. What the worker fetches from the API is answered
 * by this app's own routes, as a visitor's browser would be. Undefined when the build has no
 * renderer (a build older than this, or none).
 */
export function pagesWithData(
  app: FastifyInstance,
  webDistDir: string,
  publicCache: PublicCache,
): PagesWithData | undefined {
  const renderDir = path.join(webDistDir, 'render');
  const listFile = path.join(renderDir, PAGES_WITH_DATA_FILE);
  if (!existsSync(listFile)) return undefined;
  const paths = new Set(JSON.parse(readFileSync(listFile, 'utf8')) as string[]);
  const renders = new Map<number, { resolve: (html: string) => void; reject: (error: Error) => void }>();
  let nextRender = 0;
  let worker: Worker | undefined;

  function failAll(error: Error): void {
    for (const render of renders.values()) render.reject(error);
    renders.clear();
  }

  /** Only the API's public reads: the worker has no session, and nothing else is its business. */
  async function fetchFor(url: string): Promise<{ status: number; contentType: string; body: string }> {
    if (!url.startsWith('/api/')) return { status: 404, contentType: 'text/plain', body: '' };
    const response = await app.inject({ method: 'GET', url });
    const contentType = String(response.headers['content-type'] ?? 'text/plain');
    return { status: response.statusCode, contentType, body: response.body };
  }

  function answerFetch(target: Worker, id: number, url: string): void {
    void fetchFor(url)
      .catch((error: unknown) => {
        app.log.error({ err: error, url }, 'The page worker could not fetch.');
        return { status: 500, contentType: 'text/plain', body: '' };
      })
      .then((answer) => target.postMessage({ type: 'fetched', id, ...answer } satisfies ToPageWorker));
  }

  function runningWorker(): Worker {
    if (worker) return worker;
    const created = new Worker(path.join(renderDir, PAGE_WORKER_FILE));
    // It works only while a request waits for it: it never holds the process open.
    created.unref();
    created.on('message', (message: FromPageWorker) => {
      if (message.type === 'fetch') {
        answerFetch(created, message.id, message.url);
        return;
      }
      const render = renders.get(message.id);
      renders.delete(message.id);
      if (message.type === 'rendered') render?.resolve(message.html);
      else render?.reject(new Error(message.message));
    });
    created.on('error', (error) => failAll(error));
    created.on('exit', () => {
      if (worker === created) worker = undefined;
      failAll(new Error('The page worker stopped.'));
    });
    worker = created;
    return created;
  }

  function render(pathname: string, language: Language, prerendered: string): Promise<string> {
    const target = runningWorker();
    const id = nextRender++;
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`Rendering ${pathname} took over ${PAGE_RENDER_TIMEOUT_MS} ms.`));
        void target.terminate();
      }, PAGE_RENDER_TIMEOUT_MS);
      renders.set(id, {
        resolve(html) {
          clearTimeout(timer);
          resolve(html);
        },
        reject(error) {
          clearTimeout(timer);
          reject(error);
        },
      });
      target.postMessage({ type: 'render', id, path: pathname, language, prerendered } satisfies ToPageWorker);
    });
  }

  app.addHook('onClose', async () => {
    await worker?.terminate();
  });

  return {
    paths,
    page(pathname, language, prerendered) {
      return publicCache.snapshot(JSON.stringify(['page', pathname, language]), async () => {
        try {
          const html = await render(pathname, language, prerendered.identity.toString('utf8'));
          return await compressInMemory(Buffer.from(html, 'utf8'), prerendered.contentType);
        } catch (error) {
          // Kept for this version of the content, as a rendered page would be: no retry at every visit.
          app.log.error({ err: error, path: pathname, language }, 'A page could not be rendered with its data.');
          return prerendered;
        }
      });
    },
  };
}
