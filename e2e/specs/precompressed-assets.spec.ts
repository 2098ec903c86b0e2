import { expect, test } from '@playwright/test';

test('the built assets are sent precompressed, with the encoding the browser accepts and Vary', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // A script the page's inline boot script asks for.
  const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const style = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  expect(style).toBeDefined();
  for (const path of [script!, style!, '/']) {
    const plain = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], path).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const res = await request.get(path, { headers: { 'accept-encoding': encoding } });
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-encoding'], path).toBe(encoding);
      expect(res.headers().vary, path).toContain('accept-encoding');
      // Playwright decodes the body: the same bytes as the uncompressed file.
      expect((await res.body()).equals(await plain.body()), path).toBe(true);
    }
  }
});

test("the build's manifest is not served", async ({ request }) => {
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
});
