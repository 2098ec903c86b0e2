import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDemoTutorials } from '../../src/modules/tutorials/demo-content.js';
import { editorWithCategory, sendJson } from '../helpers/requests.js';
import { createTestApp, systemOf, type TestApp } from '../helpers/test-app.js';

const LANGUAGES = ['vi', 'en-US', 'th'] as const;
const BOOT_SCRIPT = "await import('/assets/main-abc123.js');";
const prerenderedPage = (language: string, page: string) =>
  `<!doctype html><html lang="${language}"><head><script type="module">${BOOT_SCRIPT}</script></head><body><div id="root" data-prerendered="${language}"><h1>${page}</h1></div></body></html>`;

/**
 * A stand-in for the build's page worker (apps/web/src/prerender/page-worker.ts), speaking its
 * messages: it lists the tutorials it fetched and what a fetch outside the API got, and numbers
 * its renders. `/videos` fails in Vietnamese, and stops the worker in Thai.
 */
const PAGE_WORKER = `
import { parentPort } from 'node:worker_threads';
const waiting = new Map();
let nextFetch = 0;
let renders = 0;
function get(url) {
  const id = nextFetch++;
  parentPort.postMessage({ type: 'fetch', id, url });
  return new Promise((resolve) => waiting.set(id, resolve));
}
parentPort.on('message', async (message) => {
  if (message.type === 'fetched') {
    waiting.get(message.id)(message);
    return;
  }
  if (message.path === '/videos' && message.language === 'vi') {
    parentPort.postMessage({ type: 'failed', id: message.id, message: 'No videos here.' });
    return;
  }
  if (message.path === '/videos' && message.language === 'th') process.exit(1);
  const list = await get('/api/v1/tutorials?lang=' + encodeURIComponent(message.language));
  const outside = await get('/favicon.svg');
  const titles = JSON.parse(list.body).posts.map((post) => post.title).join('|');
  const root = '<p id="titles">' + titles + '</p><p id="outside">' + outside.status + '</p><p id="render">' + ++renders + '</p>';
  parentPort.postMessage({ type: 'rendered', id: message.id, html: message.prerendered.replace('</h1>', '</h1>' + root) });
});
`;

describe('the public pages rendered with their data', () => {
  let t: TestApp;
  let distDir: string;
  let editor: string;
  let categoryId: string;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'oneclick-web-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(path.join(distDir, 'render'));
    writeFileSync(path.join(distDir, 'render', 'page-worker.js'), PAGE_WORKER);
    writeFileSync(path.join(distDir, 'render', 'pages-with-data.json'), JSON.stringify(['/tutorials', '/videos']));
    for (const language of LANGUAGES) {
      mkdirSync(path.join(distDir, 'pages', language), { recursive: true });
      for (const page of ['tutorials', 'videos']) {
        writeFileSync(path.join(distDir, 'pages', language, `${page}.html`), prerenderedPage(language, page));
      }
    }
    t = await createTestApp({ WEB_DIST_DIR: distDir });
    await addDemoTutorials(systemOf(t));
    ({ cookie: editor, categoryId } = await editorWithCategory(t, { name: 'Nhà bếp', lang: 'vi' }));
  });
  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const page = (url: string, language: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: `one_language=${language}`, ...headers } });
  const part = (html: string, id: string) => new RegExp(`<p id="${id}">([^<]*)</p>`).exec(html)?.[1];

  it("renders /tutorials with the tutorials of the visitor's language, fetched through the app's own API", async () => {
    const res = await page('/tutorials', 'en-US');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('cookie, accept-encoding');
    expect(res.headers['content-security-policy']).toContain("'sha256-");
    expect(part(res.body, 'titles')).toBe(
      'Install the OneClick extension|Your first cabinet|Nesting and G-code export',
    );
    // The worker may read the API's public answers and nothing else of the server.
    expect(part(res.body, 'outside')).toBe('404');
    expect(res.body.startsWith(prerenderedPage('en-US', 'tutorials').split('<h1>')[0]!)).toBe(true);
  });

  it('sends the rendered page compressed, and a 304 to a browser that has it', async () => {
    const plain = await page('/tutorials', 'th');
    const compressed = await page('/tutorials', 'th', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
    const again = await page('/tutorials', 'th', { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('renders a page again only when the content has changed, once, and shows the change at once', async () => {
    const first = await page('/tutorials', 'vi');
    const unchanged = await page('/tutorials', 'vi');
    expect(unchanged.body).toBe(first.body);
    const written = await sendJson(
      t,
      'POST',
      '/api/v1/cms/posts',
      {
        title: 'Tủ bếp trên',
        shortDescription: 'Treo tường',
        youtubeUrl: 'https://youtu.be/Ab3_cD4-eF5',
        lang: 'vi',
        categoryId,
      },
      { cookie: editor },
    );
    expect(written.statusCode, written.body).toBe(201);
    // Visitors arriving together after the change share one render.
    const together = await Promise.all(Array.from({ length: 5 }, () => page('/tutorials', 'vi')));
    expect(new Set(together.map((res) => part(res.body, 'render'))).size).toBe(1);
    const changed = together[0]!;
    expect(part(changed.body, 'titles')?.split('|')).toContain('Tủ bếp trên');
    expect(Number(part(changed.body, 'render'))).toBeGreaterThan(Number(part(first.body, 'render')));
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it("sends the build's page when the render fails", async () => {
    const res = await page('/videos', 'vi');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(prerenderedPage('vi', 'videos'));
  });

  it("sends the build's page when the worker stops mid-render, and renders the next page in a new one", async () => {
    const stopped = await page('/videos', 'th');
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toBe(prerenderedPage('th', 'videos'));
    const next = await page('/videos', 'en-US');
    expect(part(next.body, 'titles')).toContain('Your first cabinet');
    expect(part(next.body, 'render')).toBe('1');
  });

  it('keeps the renderer out of the site', async () => {
    for (const url of ['/render/page-worker.js', '/render/pages-with-data.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
