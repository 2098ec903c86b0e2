import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from '../../src/db/client.js';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import { decryptWith, isEncryptedArchive } from '../../src/modules/backups/archive-encryption.js';
import { readBackupArchive } from '../../src/modules/backups/backup-archive.js';
import { restorePglite, restorePostgres } from '../../src/modules/backups/database-dumps.js';
import { newManifest, writeArchiveFile, writeBackup } from '../../src/modules/backups/take-backup.js';
import { postJson } from '../helpers/requests.js';
import { databaseUrl, runAsAdmin } from '../helpers/postgres-admin.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { rowsOf } from '../helpers/test-database.js';

const IN_FLIGHT = 6;
const PASSWORD = 'walnut cabinet 2026';

/** Every registration of the burst with its companion rows, which must each be 1 (the crash test's rule). */
const REGISTRATIONS_SQL = `
  select u.email,
    (select count(*)::int from one_time_tokens t where t.user_id = u.id and t.purpose = 'verify_email') as tokens,
    (select count(*)::int from email_outbox e where e.to_address = u.email) as emails,
    (select count(*)::int from audit_log a where a.action = 'auth.registered' and a.target_id = u.id::text) as audits
  from users u where u.email like 'burst-%@backup.test'`;

/** Companion rows whose registration is missing: the other half of a half-written one. */
const ORPHANS_SQL = `
  select count(*)::int as orphans from email_outbox e
    where e.to_address like 'burst-%@backup.test' and not exists (select 1 from users u where u.email = e.to_address)`;

interface RegistrationRow {
  email: string;
  tokens: number;
  emails: number;
  audits: number;
}

type Query = <T>(text: string) => Promise<T[]>;

/** The restored database, read with SQL; PGlite from its new folder, PostgreSQL from a new database. */
async function restoreInto(
  t: TestApp,
  archive: string,
  identity: string,
  dataDir: string,
): Promise<{ query: Query; close(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `oneclick_test_${randomBytes(6).toString('hex')}`;
  const url = t.database.url ? databaseUrl(serverUrl!, name) : undefined;
  if (url) await runAsAdmin(serverUrl!, `create database ${name}`);
  await readBackupArchive(await decryptWith(identity, createReadStream(archive)), {
    dataDir,
    downloadsDir: path.join(dataDir, 'downloads'),
    restoreDatabase: (_manifest, dump) =>
      url ? restorePostgres(url, dump) : restorePglite(path.join(dataDir, 'pglite'), dump),
  });
  if (!url) {
    const client = await createPglite({ dataDir: path.join(dataDir, 'pglite') });
    return { query: async (text) => (await client.query(text)).rows as never, close: () => client.close() };
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async (text) => (await client.query(text)).rows as never,
    close: async () => {
      await client.end();
      await runAsAdmin(serverUrl!, `drop database if exists ${name} with (force)`);
    },
  };
}

describe('an encrypted backup taken during a burst of writes', () => {
  let t: TestApp;
  const work = mkdtempSync(path.join(tmpdir(), 'oneclick-backup-test-'));
  const archive = path.join(work, 'portal.tar');
  const acknowledgedBefore = new Set<string>();
  const release = randomBytes(300_000);
  let restored: Awaited<ReturnType<typeof restoreInto>>;
  let identity: string;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    identity = await generateIdentity();
    // On PostgreSQL pg_dump reads the database the app uses.
    const config = { ...t.config, databaseUrl: t.database.url };
    await mkdir(path.join(config.downloadsDir, 'releases'), { recursive: true });
    await writeFile(path.join(config.downloadsDir, 'releases', 'kept.zip'), release);
    await writeFile(path.join(config.dataDir, 'licence-signing-keys.json'), '{"keys":[]}\n');

    let sent = 0;
    let backupStarted = false;
    let stop = false;
    const acknowledged = new Set<string>();
    const register = async () => {
      while (!stop) {
        const n = sent++;
        const email = `burst-${n}@backup.test`;
        const res = await postJson(
          t,
          '/api/v1/auth/register',
          { name: `Burst ${n}`, email, password: PASSWORD, password2: PASSWORD, country: 'VN', language: 'en-US' },
          { headers: { 'x-forwarded-for': `10.9.${Math.floor(n / 256) % 256}.${n % 256}` } },
        );
        if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`registration ${n}: ${res.body}`);
        acknowledged.add(email);
        // Answered before the backup began, so committed before its snapshot.
        if (!backupStarted) acknowledgedBefore.add(email);
      }
    };
    const writers = Array.from({ length: IN_FLIGHT }, register);
    while (acknowledged.size < 12) await new Promise((resolve) => setImmediate(resolve));
    backupStarted = true;
    const written = await writeArchiveFile(archive, await identityToRecipient(identity), (out) =>
      writeBackup(config, t.database, newManifest(config), out),
    );
    expect(written.encrypted).toBe(true);
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.size).toBeGreaterThan(acknowledgedBefore.size);

    restored = await restoreInto(t, archive, identity, path.join(work, 'restored'));
  });

  afterAll(async () => {
    await restored?.close();
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('holds every registration acknowledged before it began, and none half-written', async () => {
    const rows = await restored.query<RegistrationRow>(REGISTRATIONS_SQL);
    const emails = new Set(rows.map((row) => row.email));
    expect([...acknowledgedBefore].filter((email) => !emails.has(email))).toEqual([]);
    expect(rows.filter((row) => row.tokens !== 1 || row.emails !== 1 || row.audits !== 1)).toEqual([]);
    expect(await restored.query(ORPHANS_SQL)).toEqual([{ orphans: 0 }]);
  });

  it('is encrypted whole: nothing of the database or the files reads in the archive', async () => {
    expect(await isEncryptedArchive(archive)).toBe(true);
    const bytes = readFileSync(archive);
    for (const clear of ['burst-', 'licence-signing-keys', 'backup.json', '{"keys":[]}']) {
      expect(bytes.includes(Buffer.from(clear)), clear).toBe(false);
    }
    expect(bytes.includes(release.subarray(0, 64))).toBe(false);
    await expect(decryptWith(await generateIdentity(), createReadStream(archive))).rejects.toThrow();
  });

  it('brings back the data folder’s files as they were', () => {
    const dataDir = path.join(work, 'restored');
    expect(readFileSync(path.join(dataDir, 'downloads', 'releases', 'kept.zip')).equals(release)).toBe(true);
    expect(readFileSync(path.join(dataDir, 'licence-signing-keys.json'), 'utf8')).toBe('{"keys":[]}\n');
  });

  it('has every migration, so a portal starts on it', async () => {
    const [applied] = await restored.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    const [original] = await rowsOf<{ count: number }>(
      t.database.db.execute('select count(*)::int as count from drizzle.__drizzle_migrations'),
    );
    expect(applied).toEqual(original);
  });
});
