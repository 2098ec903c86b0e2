import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EXTENSION_DOWNLOAD_PATH, EXTENSION_FILE_NAME } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadCounts } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe(`GET ${EXTENSION_DOWNLOAD_PATH}`, () => {
  let t: TestApp;
  let filePath: string;

  async function downloadCount(): Promise<number> {
    const rows = await t.database.db
      .select({ count: downloadCounts.count })
      .from(downloadCounts)
      .where(eq(downloadCounts.fileName, EXTENSION_FILE_NAME));
    return rows[0]?.count ?? 0;
  }

  beforeAll(async () => {
    t = await createTestApp();
    filePath = path.join(t.config.downloadsDir, EXTENSION_FILE_NAME);
  });
  afterAll(() => t.close());

  it('creates a valid placeholder zip when none exists', () => {
    const entries = unzipSync(readFileSync(filePath));
    expect(Object.keys(entries)).toEqual(['README.txt']);
    expect(strFromU8(entries['README.txt']!)).toContain('DOWNLOADS_DIR');
  });

  it('serves the zip as an attachment and counts each download', async () => {
    const before = await downloadCount();
    const res = await t.app.inject({ method: 'GET', url: EXTENSION_DOWNLOAD_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${EXTENSION_FILE_NAME}"`);
    expect(res.rawPayload.equals(readFileSync(filePath))).toBe(true);
    await t.app.inject({ method: 'GET', url: EXTENSION_DOWNLOAD_PATH });
    expect(await downloadCount()).toBe(before + 2);
  });

  it('does not count a HEAD request', async () => {
    const before = await downloadCount();
    const res = await t.app.inject({ method: 'HEAD', url: EXTENSION_DOWNLOAD_PATH });
    expect(res.statusCode).toBe(200);
    expect(await downloadCount()).toBe(before);
  });

  it('serves the real package once an operator puts it in the folder', async () => {
    writeFileSync(filePath, Buffer.from('PK\u0005\u0006' + '\u0000'.repeat(18), 'latin1'));
    const res = await t.app.inject({ method: 'GET', url: EXTENSION_DOWNLOAD_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(22);
  });

  it('answers 404 in the error envelope, uncounted, when the file disappears', async () => {
    rmSync(filePath);
    const before = await downloadCount();
    const res = await t.app.inject({ method: 'GET', url: EXTENSION_DOWNLOAD_PATH });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await downloadCount()).toBe(before);
  });

  it('answers 404 for any other file in the downloads path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/downloads/../config.json' });
    expect(res.statusCode).toBe(404);
  });
});
