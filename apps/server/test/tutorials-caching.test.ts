import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDemoTutorials } from '../src/modules/tutorials/demo-content.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('GET /api/v1/tutorials over a real connection', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    await addDemoTutorials(t.database.db);
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
