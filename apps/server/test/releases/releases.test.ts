import { createHash } from 'node:crypto';
import { EXTENSION_DOWNLOAD_PATH, type Release, RELEASE_MAX_BYTES } from '@oneclick/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, releases } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { extensionZip, RELEASE_NOTES, releaseZips, uploadsInProgress, uploadZip } from '../helpers/releases.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('releases', () => {
  let t: TestApp;
  let admin: string;
  const others: Record<string, string | undefined> = {};

  async function rowCounts() {
    const [rows] = await t.database.db.select({ n: count() }).from(releases);
    const [audits] = await t.database.db.select({ n: count() }).from(auditLog);
    return { releases: rows!.n, audits: audits!.n };
  }

  async function create(version: string, cookie = admin) {
    return sendJson(t, 'POST', '/api/v1/releases', { version, notes: RELEASE_NOTES }, { cookie });
  }

  async function publish(version: string, bytes = extensionZip(version)): Promise<Release> {
    const created = await create(version);
    expect(created.statusCode, created.body).toBe(201);
    const res = await uploadZip(t, created.json<Release>().id, bytes, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Release>();
  }

  async function list(): Promise<Release[]> {
    const res = await getJson(t, '/api/v1/releases', { cookie: admin });
    expect(res.statusCode).toBe(200);
    return res.json<{ releases: Release[] }>().releases;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    admin = await logInAs(t, (await insertUser(db, { role: 1 })).email, TEST_PASSWORD);
    others.anonymous = undefined;
    others.customer = await logInAs(t, (await insertUser(db, { role: 5 })).email, TEST_PASSWORD);
    others.reseller = await logInAs(
      t,
      (await insertUser(db, { role: 2, isReseller: true, commissionRate: 20 })).email,
      TEST_PASSWORD,
    );
    others.editor = await logInAs(t, (await insertUser(db, { editorScope: 'admin' })).email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('answers 404 NO_RELEASE before the first release', async () => {
    const res = await getJson(t, '/api/v1/releases/latest');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', details: { reason: 'NO_RELEASE' } });
  });

  it('publishes a release in two steps, audited, and serves it to the software and the home page', async () => {
    const bytes = extensionZip('1.2.0');
    const before = await rowCounts();
    const created = await create('1.2.0');
    expect(created.statusCode).toBe(201);
    const draft = created.json<Release>();
    expect(draft).toMatchObject({ version: '1.2.0', status: 'draft', size: null, sha256: null, latest: false });
    expect(draft.notes).toEqual(RELEASE_NOTES);
    expect((await getJson(t, '/api/v1/releases/latest')).statusCode).toBe(404);

    const uploaded = await uploadZip(t, draft.id, bytes, admin);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json<Release>()).toMatchObject({
      id: draft.id,
      status: 'published',
      size: bytes.length,
      sha256: sha256(bytes),
      latest: true,
    });
    expect(await rowCounts()).toEqual({ releases: before.releases + 1, audits: before.audits + 2 });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, draft.id));
    expect(audits.map((entry) => entry.action).sort()).toEqual(['release.created', 'release.published']);
    expect(releaseZips(t)).toContain(`${draft.id}.zip`);
    expect(uploadsInProgress(t)).toEqual([]);

    const latest = await getJson(t, '/api/v1/releases/latest');
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toEqual({
      version: '1.2.0',
      url: `${t.config.publicUrl}/downloads/releases/1.2.0`,
      sha256: sha256(bytes),
      size: bytes.length,
      publishedAt: expect.any(String),
      notes: RELEASE_NOTES,
    });

    const versioned = await t.app.inject({ method: 'GET', url: '/downloads/releases/1.2.0' });
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['content-disposition']).toBe('attachment; filename="oneclick-extension-1.2.0.zip"');
    expect(sha256(versioned.rawPayload)).toBe(sha256(bytes));
    const free = await t.app.inject({ method: 'GET', url: EXTENSION_DOWNLOAD_PATH });
    expect(free.statusCode).toBe(200);
    expect(free.headers['content-disposition']).toBe('attachment; filename="oneclick-extension-1.2.0.zip"');
    expect(free.rawPayload.equals(bytes)).toBe(true);
    expect((await list()).find((release) => release.id === draft.id)?.downloads).toBe(2);
  });

  it('refuses a version that exists already, changing nothing', async () => {
    await publish('1.3.0');
    const before = await rowCounts();
    const res = await create('1.3.0');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', details: { reason: 'VERSION_TAKEN' } });
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ['a version with two parts', { version: '1.2', notes: RELEASE_NOTES }],
    ['a version with a leading zero', { version: '1.02.0', notes: RELEASE_NOTES }],
    ['a version with a tag', { version: '1.2.0-beta', notes: RELEASE_NOTES }],
    ['no Thai notes', { version: '4.0.0', notes: { vi: 'a', 'en-US': 'b' } }],
    ['empty notes', { version: '4.0.0', notes: { ...RELEASE_NOTES, vi: '   ' } }],
    ['notes too long', { version: '4.0.0', notes: { ...RELEASE_NOTES, th: 'ก'.repeat(4001) } }],
    ['a NUL in the notes', { version: '4.0.0', notes: { ...RELEASE_NOTES, 'en-US': 'a\u0000b' } }],
    ['no body', undefined],
  ])('answers 400 to %s, changing nothing', async (_name, body) => {
    const before = await rowCounts();
    const res = await sendJson(t, 'POST', '/api/v1/releases', body, { cookie: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an upload not sent as a zip, or for no draft, changing nothing', async () => {
    const draft = (await create('5.0.0')).json<Release>();
    const before = await rowCounts();
    const json = await sendJson(t, 'PUT', `/api/v1/releases/${draft.id}/file`, { zip: 'no' }, { cookie: admin });
    expect(json.statusCode).toBe(415);
    const octets = await uploadZip(t, draft.id, extensionZip('x'), admin, 'application/octet-stream');
    expect(octets.statusCode).toBe(415);
    const unknown = await uploadZip(t, '00000000-0000-4000-8000-000000000000', extensionZip('x'), admin);
    expect(unknown.statusCode).toBe(404);
    expect(await rowCounts()).toEqual(before);
    expect((await list()).find((release) => release.id === draft.id)?.status).toBe('draft');
    expect(uploadsInProgress(t)).toEqual([]);
    expect(releaseZips(t)).not.toContain(`${draft.id}.zip`);
  });

  it('deletes the draft when its zip does not arrive whole (not a zip, too large), audited, so the next try starts afresh', async () => {
    const notZip = (await create('5.0.1')).json<Release>();
    const text = await uploadZip(t, notZip.id, Buffer.from('this is not a zip file, only text'), admin);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ details: { reason: 'NOT_A_ZIP' } });

    const large = (await create('5.0.2')).json<Release>();
    const announcedTooLarge = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/releases/${large.id}/file`,
      headers: {
        origin: t.config.publicUrl,
        cookie: admin,
        'content-type': 'application/zip',
        'content-length': String(RELEASE_MAX_BYTES + 1),
      },
      payload: extensionZip('x'),
    });
    expect(announcedTooLarge.statusCode).toBe(413);

    const ids = (await list()).map((release) => release.id);
    expect(ids).not.toContain(notZip.id);
    expect(ids).not.toContain(large.id);
    const deleted = await t.database.db
      .select({ targetId: auditLog.targetId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'release.deleted'));
    expect(deleted).toEqual(
      expect.arrayContaining([
        { targetId: notZip.id, details: { version: '5.0.1', uploadFailed: true } },
        { targetId: large.id, details: { version: '5.0.2', uploadFailed: true } },
      ]),
    );
    expect(uploadsInProgress(t)).toEqual([]);
    // The same version goes through on the next try.
    expect((await publish('5.0.1')).status).toBe('published');
  });

  it('answers every mangled zip with 400 NOT_A_ZIP or, when still whole, publishes it: never a 5xx, nothing left over', async () => {
    const good = extensionZip('fuzz');
    let seed = 20261125;
    const next = (max: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % max;
    };
    const mangle = (): Buffer => {
      const bytes = Buffer.from(good);
      switch (next(4)) {
        case 0:
          return bytes.subarray(0, next(bytes.length));
        case 1:
          for (let flips = 1 + next(8); flips > 0; flips -= 1) bytes[next(bytes.length)] = next(256);
          return bytes;
        case 2:
          return Buffer.concat([bytes.subarray(0, 4), Buffer.from(Array.from({ length: next(500) }, () => next(256)))]);
        default:
          return Buffer.concat([bytes, Buffer.from(Array.from({ length: 1 + next(30) }, () => next(256)))]);
      }
    };
    const statuses = new Set<number>();
    for (let run = 0; run < 60; run += 1) {
      const draft = (await create(`0.${run}.1`)).json<Release>(); // below every other version here: never the latest
      const res = await uploadZip(t, draft.id, mangle(), admin);
      statuses.add(res.statusCode);
      expect([200, 400], res.body).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json()).toMatchObject({ details: { reason: 'NOT_A_ZIP' } });
      expect(uploadsInProgress(t)).toEqual([]);
    }
    expect(statuses.has(400)).toBe(true);
  });

  it('refuses a second file for a published release', async () => {
    const release = await publish('5.1.0');
    const res = await uploadZip(t, release.id, extensionZip('again'), admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ details: { reason: 'RELEASE_NOT_DRAFT' } });
    const served = await t.app.inject({ method: 'GET', url: '/downloads/releases/5.1.0' });
    expect(served.rawPayload.equals(extensionZip('5.1.0'))).toBe(true);
  });

  it('orders versions by their numbers: 6.10.0 is newer than 6.9.0', async () => {
    await publish('6.10.0');
    await publish('6.9.0');
    expect((await getJson(t, '/api/v1/releases/latest')).json().version).toBe('6.10.0');
    expect((await list()).filter((release) => release.latest).map((release) => release.version)).toEqual(['6.10.0']);
  });

  it('withdraws a published release: no longer served, the latest falls back, the file deleted, audited', async () => {
    const release = await publish('7.0.0');
    const previous = (await getJson(t, '/api/v1/releases/latest')).json();
    expect(previous.version).toBe('7.0.0');
    const res = await sendJson(t, 'DELETE', `/api/v1/releases/${release.id}`, undefined, { cookie: admin });
    expect(res.statusCode).toBe(204);
    expect((await getJson(t, '/api/v1/releases/latest')).json().version).toBe('6.10.0');
    expect((await t.app.inject({ method: 'GET', url: '/downloads/releases/7.0.0' })).statusCode).toBe(404);
    const free = await t.app.inject({ method: 'GET', url: EXTENSION_DOWNLOAD_PATH });
    expect(free.headers['content-disposition']).toContain('oneclick-extension-6.10.0.zip');
    expect(releaseZips(t)).not.toContain(`${release.id}.zip`);
    expect((await list()).find((entry) => entry.id === release.id)).toMatchObject({
      status: 'withdrawn',
      withdrawnAt: expect.any(String),
      latest: false,
    });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'release.withdrawn'));
    expect(audit).toMatchObject({ targetId: release.id, details: { version: '7.0.0' } });
    const again = await sendJson(t, 'DELETE', `/api/v1/releases/${release.id}`, undefined, { cookie: admin });
    expect(again.statusCode).toBe(404);
  });

  it('deletes a draft outright, audited', async () => {
    const draft = (await create('8.0.0')).json<Release>();
    const res = await sendJson(t, 'DELETE', `/api/v1/releases/${draft.id}`, undefined, { cookie: admin });
    expect(res.statusCode).toBe(204);
    expect((await list()).some((release) => release.id === draft.id)).toBe(false);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'release.deleted'), eq(auditLog.targetId, draft.id)));
    expect(audit).toMatchObject({ targetId: draft.id, details: { version: '8.0.0' } });
    expect((await create('8.0.0')).statusCode).toBe(201);
  });

  it('answers 404 for a version that is a draft or unknown, 400 for what is not a version', async () => {
    await create('9.0.0');
    for (const version of ['9.0.0', '9.9.9']) {
      const res = await t.app.inject({ method: 'GET', url: `/downloads/releases/${version}` });
      expect(res.statusCode, version).toBe(404);
    }
    for (const version of ['..%2Fconfig.json', 'latest', '1.2.3%00']) {
      const res = await t.app.inject({ method: 'GET', url: `/downloads/releases/${version}` });
      expect(res.statusCode, version).toBe(400);
    }
  });

  it.each(['anonymous', 'customer', 'reseller', 'editor'])(
    'refuses every admin call to %s, changing nothing',
    async (kind) => {
      const cookie = others[kind];
      const draft = (await create(`10.0.${Object.keys(others).indexOf(kind)}`)).json<Release>();
      const before = await rowCounts();
      const calls = [
        await getJson(t, '/api/v1/releases', { cookie }),
        await sendJson(t, 'POST', '/api/v1/releases', { version: '11.0.0', notes: RELEASE_NOTES }, { cookie }),
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1/releases/${draft.id}/file`,
          headers: { origin: t.config.publicUrl, 'content-type': 'application/zip', ...(cookie ? { cookie } : {}) },
          payload: extensionZip('sneaky'),
        }),
        await sendJson(t, 'DELETE', `/api/v1/releases/${draft.id}`, undefined, { cookie }),
      ];
      expect(calls.map((res) => res.statusCode)).toEqual(calls.map(() => (cookie ? 403 : 401)));
      expect(await rowCounts()).toEqual(before);
      expect((await list()).find((release) => release.id === draft.id)?.status).toBe('draft');
      expect(uploadsInProgress(t)).toEqual([]);
    },
  );

  it('refuses an upload from another site', async () => {
    const draft = (await create('12.0.0')).json<Release>();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/releases/${draft.id}/file`,
      headers: { origin: 'https://evil.example', cookie: admin, 'content-type': 'application/zip' },
      payload: extensionZip('csrf'),
    });
    expect(res.statusCode).toBe(403);
    expect((await list()).find((release) => release.id === draft.id)?.status).toBe('draft');
  });
});
