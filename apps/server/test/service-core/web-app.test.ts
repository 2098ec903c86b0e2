import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const HOME_JS = `export const home = "${'x'.repeat(4000)}";`;
/** Written as the build writes them: the server must send these bytes, not compress again. */
const HOME_JS_BR = brotliCompressSync(HOME_JS);
const HOME_JS_GZ = gzipSync(HOME_JS);
const FONT = Buffer.from('wOF2 font bytes');
/** A page as the build prerenders it, in each language, with its inline boot script. */
const LANGUAGES = ['vi', 'en-US', 'th'] as const;
const BOOT_SCRIPT = "await import('/assets/home-abc123.js');";
const prerenderedPage = (language: string, page: string) =>
  `<!doctype html><html lang="${language}"><head><script type="module">${BOOT_SCRIPT}</script></head><body><div id="root" data-prerendered="${language}"><h1>${page}</h1></div></body></html>`;

describe('serving the web app', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    const probe = await createTestApp();
    distDir = path.join(probe.config.dataDir, '..', `web-dist-${path.basename(probe.config.dataDir)}`);
    await probe.close();
    mkdirSync(path.join(distDir, 'assets'), { recursive: true });
    writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(distDir, 'index.html.gz'), gzipSync(INDEX_HTML));
    writeFileSync(path.join(distDir, 'assets', 'home-abc123.js'), HOME_JS);
    writeFileSync(path.join(distDir, 'assets', 'home-abc123.js.br'), HOME_JS_BR);
    writeFileSync(path.join(distDir, 'assets', 'home-abc123.js.gz'), HOME_JS_GZ);
    writeFileSync(path.join(distDir, 'assets', 'inter-def456.woff2'), FONT);
    writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    for (const language of LANGUAGES) {
      mkdirSync(path.join(distDir, 'pages', language), { recursive: true });
      for (const page of ['index', 'pricing']) {
        const html = prerenderedPage(language, page);
        writeFileSync(path.join(distDir, 'pages', language, `${page}.html`), html);
        writeFileSync(path.join(distDir, 'pages', language, `${page}.html.br`), brotliCompressSync(html));
      }
    }
    t = await createTestApp({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each(['/support', '/videos?post=3', '/pricing?plan=1', '/no-such-page', '/index'])(
    'answers %s with index.html, never cached',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX_HTML);
    },
  );

  it('sends the precompressed copy of an asset the client accepts, as it is, cached for a year', async () => {
    for (const [accept, encoding, bytes] of [
      ['gzip, deflate, br', 'br', HOME_JS_BR],
      ['gzip', 'gzip', HOME_JS_GZ],
      ['br;q=0.2, GZIP;q=0.8', 'gzip', HOME_JS_GZ],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/home-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/home-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(HOME_JS);
  });

  it('sends an asset without compressed copies as it is, with its type', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/inter-def456.woff2',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(FONT)).toBe(true);
  });

  it('sends index.html precompressed too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/support', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/', 'th', 'th', 'index'],
    ['/pricing', 'vi', 'vi', 'pricing'],
    ['/pricing', 'TH', 'th', 'pricing'],
    ['/pricing', undefined, 'en-US', 'pricing'],
    ['/', 'klingon', 'vi', 'index'],
  ])('answers %s with the page prerendered in the language of the cookie %s', async (url, cookie, language, page) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: cookie === undefined ? {} : { cookie: `one_language=${cookie}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('cookie, accept-encoding');
    expect(res.body).toBe(prerenderedPage(language, page));
  });

  it('sends a prerendered page precompressed, with its HEAD alike', async () => {
    const headers = { cookie: 'one_language=vi', 'accept-encoding': 'br' };
    const res = await t.app.inject({ method: 'GET', url: '/pricing', headers });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(brotliCompressSync(prerenderedPage('vi', 'pricing')))).toBe(true);
    const head = await t.app.inject({ method: 'HEAD', url: '/pricing', headers });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body).toBe('');
  });

  it('answers a page the browser already has with 304, whichever encoding it was sent in', async () => {
    for (const url of ['/pricing', '/support']) {
      const first = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"an-older-build"' } });
      expect(changed.statusCode).toBe(200);
    }
    const otherLanguage = await t.app.inject({
      method: 'GET',
      url: '/pricing',
      headers: {
        cookie: 'one_language=th',
        'if-none-match': String((await t.app.inject({ url: '/pricing' })).headers.etag),
      },
    });
    expect(otherLanguage.statusCode).toBe(200);
    expect(otherLanguage.body).toBe(prerenderedPage('th', 'pricing'));
  });

  it('never sends an encoding the client refused with q=0', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/pricing',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(prerenderedPage('en-US', 'pricing'));
  });

  it('revalidates unhashed files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing asset instead of index.html', async () => {
    const missingChunk = await t.app.inject({ method: 'GET', url: '/assets/gone-000000.js' });
    expect(missingChunk.statusCode).toBe(404);
    expect(missingChunk.body).not.toContain('<div id="root">');
    const missingFile = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(missingFile.statusCode).toBe(404);
  });

  it('answers unknown API paths with the JSON 404 envelope', async () => {
    for (const url of ['/api/v1/nope', '/api/nope?x=1', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({
        code: 'NOT_FOUND',
        message: `No API route for GET ${url.split('?')[0]}`,
        requestId: res.headers['x-request-id'],
      });
    }
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(csp).not.toMatch(/frame-src[^;]*youtube\.com[ ;]/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it("allows a prerendered page's boot script by its hash, and no inline script anywhere else", async () => {
    const hash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
    for (const language of LANGUAGES) {
      const page = await t.app.inject({ method: 'GET', url: '/pricing', cookies: { one_language: language } });
      expect(page.body).toContain(BOOT_SCRIPT);
      expect(String(page.headers['content-security-policy'])).toMatch(new RegExp(`script-src 'self' ${hash};`));
    }
    for (const url of ['/support', '/pricing?plan=1', '/assets/home-abc123.js', '/api/v1/health']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(String(res.headers['content-security-policy']), url).toMatch(/script-src 'self';/);
    }
  });
});

describe('serving without a built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://portal.example', PAYPAL_MODE: 'fake' });
  });
  afterAll(() => t.close());

  it('answers 404 for pages and keeps the API working', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });

  it('sends HSTS when served over https', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });
});
