import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Release } from '@oneclick/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, releases } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { extensionZip, RELEASE_NOTES, releaseZips, uploadsInProgress, uploadZip } from '../helpers/releases.js';
import { logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Admins racing each other on PostgreSQL (PGlite runs one query at a time, so a race there
 * proves nothing): a version is created once, a draft published once with one file.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('releases under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;

  const create = (version: string) =>
    sendJson(t, 'POST', '/api/v1/releases', { version, notes: RELEASE_NOTES }, { cookie: admin });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await logInAs(t, (await insertUser(t.database.db, { role: 1 })).email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('10 admins creating the same version at once: one release', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => create('2.0.0')));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(9);
    const [rows] = await t.database.db.select({ n: count() }).from(releases).where(eq(releases.version, '2.0.0'));
    expect(rows!.n).toBe(1);
  });

  it('6 different zips uploaded to one draft at once: one published, its file the one recorded', async () => {
    const draft = (await create('3.0.0')).json<Release>();
    const zips = Array.from({ length: 6 }, (_, index) => extensionZip(`candidate ${index}`));
    const answers = await Promise.all(zips.map((zip) => uploadZip(t, draft.id, zip, admin)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const [row] = await t.database.db.select().from(releases).where(eq(releases.id, draft.id));
    expect(row!.status).toBe('published');
    expect(releaseZips(t).filter((name) => name.startsWith(draft.id))).toEqual([`${draft.id}.zip`]);
    const stored = readFileSync(path.join(t.config.downloadsDir, 'releases', `${draft.id}.zip`));
    expect(createHash('sha256').update(stored).digest('hex')).toBe(row!.sha256);
    expect(zips.some((zip) => zip.equals(stored))).toBe(true);
    expect(uploadsInProgress(t)).toEqual([]);
    const published = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'release.published'));
    expect(published[0]!.n).toBe(1);
  });

  it('a draft deleted while its zip uploads: either way no file is left for it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const draft = (await create(`4.0.${round}`)).json<Release>();
      const [upload, removal] = await Promise.all([
        uploadZip(t, draft.id, extensionZip(`round ${round}`), admin),
        sendJson(t, 'DELETE', `/api/v1/releases/${draft.id}`, undefined, { cookie: admin }),
      ]);
      expect(removal.statusCode).toBe(204);
      expect([200, 404]).toContain(upload.statusCode);
      const [row] = await t.database.db.select().from(releases).where(eq(releases.id, draft.id));
      expect(row?.status ?? 'deleted').toBe(upload.statusCode === 200 ? 'withdrawn' : 'deleted');
      expect(releaseZips(t).filter((name) => name.startsWith(draft.id))).toEqual([]);
    }
    expect(uploadsInProgress(t)).toEqual([]);
  });
});
