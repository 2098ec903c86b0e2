import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES, CONTENT_VERSION_TRUST_MS } from '../../src/service-core/public-cache.js';
import { addDemoTutorials } from '../../src/modules/tutorials/demo-content.js';
import { editorWithCategory, sendJson } from '../helpers/requests.js';
import { createTestApp, systemOf, type TestApp, twoProcessesOf } from '../helpers/test-app.js';

describe('GET /api/v1/tutorials over a real connection', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    await addDemoTutorials(systemOf(t));
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('answers an unchanged list with a bare 304: no body, no content type or length', async () => {
    const first = await fetch(`${base}/api/v1/tutorials?lang=en-US`);
    const etag = first.headers.get('etag')!;
    await first.text();
    const again = await fetch(`${base}/api/v1/tutorials?lang=en-US`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toContain('max-age=60');
    expect(again.headers.get('content-length')).toBeNull();
    expect(again.headers.get('content-type')).toBeNull();
    expect(await again.text()).toBe('');
  });

  it.each([
    ['a list holding the ETag', (etag: string) => `"other", ${etag}`],
    ['the wildcard', () => '*'],
  ])('honours %s in If-None-Match', async (_label, header) => {
    const first = await fetch(`${base}/api/v1/tutorials?lang=vi`);
    const etag = first.headers.get('etag')!;
    await first.text();
    const again = await fetch(`${base}/api/v1/tutorials?lang=vi`, { headers: { 'if-none-match': header(etag) } });
    expect(again.status).toBe(304);
  });

  it('lists the demo tutorials in the order they were written', async () => {
    const body = (await (await fetch(`${base}/api/v1/tutorials?lang=en-US`)).json()) as { posts: { title: string }[] };
    expect(body.posts.map((post) => post.title)).toEqual([
      'Install the OneClick extension',
      'Your first cabinet',
      'Nesting and G-code export',
    ]);
  });
});

/** The titles of the Thai list, asked for over a real connection: the kept answer once it is kept. */
async function thaiTitlesAt(base: string): Promise<string[]> {
  const body = (await (await fetch(`${base}/api/v1/tutorials?lang=th`)).json()) as { posts: { title: string }[] };
  return body.posts.map((post) => post.title);
}

/** Writes a post through the CMS, as the editor of its category. */
async function addPost(t: TestApp, { editor, categoryId, lang }: Writer, title: string): Promise<void> {
  const res = await sendJson(
    t,
    'POST',
    '/api/v1/cms/posts',
    { title, shortDescription: 'About it', youtubeUrl: 'https://youtu.be/Ab3_cD4-eF5', lang, categoryId },
    { cookie: editor },
  );
  expect(res.statusCode, res.body).toBe(201);
}

interface Writer {
  editor: string;
  categoryId: string;
  lang: 'vi' | 'en-US' | 'th';
}

/** How long after now `titles` first holds `title`, asked every 50 ms for up to a second past the trust window. */
async function msUntilShown(titles: () => Promise<string[]>, title: string): Promise<number> {
  const written = performance.now();
  while (performance.now() - written < CONTENT_VERSION_TRUST_MS + 1000) {
    if ((await titles()).includes(title)) return performance.now() - written;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Infinity;
}

describe('the kept answer of the tutorial list (decision 044)', () => {
  let t: TestApp;
  let writer: Writer;

  beforeAll(async () => {
    t = await createTestApp();
    await addDemoTutorials(systemOf(t));
    const { cookie: editor, categoryId } = await editorWithCategory(t, { name: 'Kept', lang: 'th' });
    writer = { editor, categoryId, lang: 'th' };
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  const baseOf = (app: TestApp['app']) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  it('is never sent once a write through this process has committed', async () => {
    const base = baseOf(t.app);
    const kept = await thaiTitlesAt(base);
    expect(await thaiTitlesAt(base)).toEqual(kept);
    expect(await thaiTitlesAt(base)).toEqual(kept);
    await addPost(t, writer, 'Written here');
    expect(await thaiTitlesAt(base)).toContain('Written here');
  });

  it("gives way to another process's write within a second", async () => {
    const two = await twoProcessesOf(t);
    try {
      await two.second.listen({ host: '127.0.0.1', port: 0 });
      const other = baseOf(two.second);
      expect(await thaiTitlesAt(other)).not.toContain('Written elsewhere');
      expect(await thaiTitlesAt(other)).not.toContain('Written elsewhere');
      await addPost(t, writer, 'Written elsewhere');
      expect(await msUntilShown(() => thaiTitlesAt(other), 'Written elsewhere')).toBeLessThanOrEqual(
        CONTENT_VERSION_TRUST_MS + 500,
      );
    } finally {
      await two.close();
    }
  });
});

/** The PGlite instance or pg pool under Drizzle: every query it runs goes through `query`. */
function driverOf(t: TestApp) {
  return (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
}

/** The SQL of a driver's call: PGlite takes it as a string, node-postgres as `{ text }`. */
function statementText(statement: unknown): string {
  return typeof statement === 'string' ? statement : (statement as { text: string }).text;
}

describe('the tutorial list served from memory', () => {
  let t: TestApp;
  let writer: Writer;

  beforeAll(async () => {
    t = await createTestApp();
    await addDemoTutorials(systemOf(t));
    const { cookie: editor, categoryId } = await editorWithCategory(t, { name: 'Caching', lang: 'en-US' });
    writer = { editor, categoryId, lang: 'en-US' };
  });
  afterAll(() => t.close());

  const list = (app = t.app, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/v1/tutorials?lang=en-US', headers });
  /** Thai's three demo posts take over 1 kB, so the list is sent compressed. */
  const thaiList = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/v1/tutorials?lang=th', headers });
  const titles = (res: { json: () => { posts: { title: string }[] } }) => res.json().posts.map((post) => post.title);

  it('answers a 304 and a 200 without a query while the content is unchanged', async () => {
    const first = await list();
    const query = vi.spyOn(driverOf(t), 'query');
    try {
      const revalidated = await list(t.app, { 'if-none-match': String(first.headers.etag) });
      const again = await list();
      expect(revalidated.statusCode).toBe(304);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(query).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
  });

  it('sends the compressed copy the client accepts, the same JSON', async () => {
    const plain = await thaiList();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD_BYTES);
    const br = await thaiList({ 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await thaiList({ 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('sends a body under 1 kB as it is, whatever the client accepts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tutorials?lang=en-US&q=matches%20nothing',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().posts).toEqual([]);
    expect(res.headers.vary).toContain('accept-encoding');
  });

  it.each([
    ['', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;Q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0, *', 'br'],
    ['*;q=0', undefined],
    ['br;q=0, gzip;q=0', undefined],
  ])('answers Accept-Encoding %j with the encoding %j', async (accept, encoding) => {
    const res = await thaiList({ 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
  });

  it('keeps a search as it keeps the first page, and shows a write in it at once', async () => {
    const search = () => t.app.inject({ method: 'GET', url: '/api/v1/tutorials?lang=en-US&q=cabinet' });
    const first = await search();
    expect(titles(first)).toEqual(['Your first cabinet']);
    const query = vi.spyOn(driverOf(t), 'query');
    try {
      expect((await search()).body).toBe(first.body);
      expect(query).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
    await addPost(t, writer, 'Cabinet doors');
    expect(titles(await search()).sort()).toEqual(['Cabinet doors', 'Your first cabinet']);
  });

  it('finds a search never asked before, or a link to a tutorial, in the index, reading no post from the database', async () => {
    const { posts: firstPage } = (await list()).json<{ posts: { id: string; title: string }[] }>();
    await t.app.inject({ method: 'GET', url: `/api/v1/tutorials/${firstPage[0]!.id}` });
    const query = vi.spyOn(driverOf(t), 'query');
    // The index is read in a transaction, whose statements go through a client of their own.
    const transaction = vi.spyOn(t.database.db, 'transaction');
    try {
      const search = await t.app.inject({
        method: 'GET',
        url: '/api/v1/tutorials?lang=en-US&q=never%20asked%20G-CODE',
      });
      expect(search.statusCode).toBe(200);
      expect(search.json().posts).toEqual([]);
      const nesting = await t.app.inject({ method: 'GET', url: '/api/v1/tutorials?lang=en-US&q=g-code' });
      expect(titles(nesting)).toEqual(['Nesting and G-code export']);
      const link = await t.app.inject({ method: 'GET', url: `/api/v1/tutorials/${firstPage[1]!.id}` });
      expect(link.json()).toMatchObject({ title: firstPage[1]!.title, lang: 'en-US' });
      const thai = (await thaiList()).json<{ posts: { id: string }[] }>().posts[0]!;
      const thaiLink = await t.app.inject({ method: 'GET', url: `/api/v1/tutorials/${thai.id}` });
      expect(thaiLink.json()).toMatchObject({ id: thai.id, lang: 'th' });
      const readsOfPosts = query.mock.calls.filter(([statement]) => statementText(statement).includes('"posts"'));
      expect(readsOfPosts).toEqual([]);
      expect(transaction).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
      transaction.mockRestore();
    }
  });

  it('shows a CMS write on the very next request through the app that made it', async () => {
    const before = await list();
    await addPost(t, writer, 'Seen at once');
    const after = await list(t.app, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(titles(after)).toContain('Seen at once');
  });

  it('shows a write through another app instance on the same database within a second', async () => {
    const two = await twoProcessesOf(t);
    const other = two.second;
    try {
      expect(titles(await list(other))).not.toContain('Written elsewhere');
      await addPost(t, writer, 'Written elsewhere');
      const shown = await msUntilShown(async () => titles(await list(other)), 'Written elsewhere');
      expect(shown).toBeLessThanOrEqual(CONTENT_VERSION_TRUST_MS + 500);
    } finally {
      await two.close();
    }
  });
});
