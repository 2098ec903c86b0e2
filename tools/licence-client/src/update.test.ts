import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LatestRelease } from '@oneclick/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadUpdate, findUpdate } from './update.js';

const zip = Buffer.from('PK\u0003\u0004 the extension, version 2.5.0', 'latin1');

/** A stand-in portal: the latest release's path answers `latest` (404 NO_RELEASE when null), /zip the zip. */
describe('updating the extension', () => {
  let server: Server;
  let portal: string;
  let latest: LatestRelease | null = null;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/zip') return response.end(zip);
      response.setHeader('content-type', 'application/json');
      if (latest) return response.end(JSON.stringify(latest));
      response.statusCode = 404;
      response.end(JSON.stringify({ code: 'NOT_FOUND', message: 'none', details: { reason: 'NO_RELEASE' } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    portal = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const release = (version: string, sha256 = createHash('sha256').update(zip).digest('hex')): LatestRelease => ({
    version,
    url: `${portal}/zip`,
    sha256,
    size: zip.length,
    publishedAt: new Date().toISOString(),
    notes: { vi: 'a', 'en-US': 'b', th: 'c' },
  });

  it('finds nothing before the first release', async () => {
    latest = null;
    expect(await findUpdate(portal, '2.4.0')).toBeUndefined();
  });

  it('offers only a newer version, compared as numbers', async () => {
    latest = release('2.10.0');
    expect((await findUpdate(portal, '2.9.0'))?.version).toBe('2.10.0');
    expect(await findUpdate(portal, '2.10.0')).toBeUndefined();
    expect(await findUpdate(portal, '3.0.0')).toBeUndefined();
  });

  it('downloads the zip announced', async () => {
    expect((await downloadUpdate(release('2.5.0'))).equals(zip)).toBe(true);
  });

  it('refuses a zip whose SHA-256 or size is not the one announced', async () => {
    await expect(downloadUpdate(release('2.5.0', 'f'.repeat(64)))).rejects.toThrow('not the release announced');
    await expect(downloadUpdate({ ...release('2.5.0'), size: zip.length + 1 })).rejects.toThrow(
      'not the release announced',
    );
  });
});
