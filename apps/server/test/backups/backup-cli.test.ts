import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createPglite, openPglite } from '../../src/db/client.js';
import { systemDeps } from '../../src/service-core/unit-of-work.js';
import { lockDataDir } from '../../src/db/data-dir-lock.js';
import { newSecretsKey } from '../../src/utils/secret-box.js';
import { getLastBackup } from '../../src/modules/backups/get-last-backup.js';
import { openMaintenanceSocket } from '../../src/modules/backups/maintenance-socket.js';
import { insertUser } from '../helpers/factories.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@oneclick/source', `src/cli/${script}.ts`, ...args],
      { cwd: SERVER_DIR, env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env } },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

// The embedded database only: on PostgreSQL the command runs pg_dump, which
// backup-and-restore.test.ts covers with the same archive.
describe.runIf(process.env.TEST_DB !== 'postgres')(
  'npm run backup and npm run restore, on the embedded database',
  () => {
    // Made in beforeAll, not here: a suite skipped on PostgreSQL is still collected.
    let work = '';
    let dataDir = '';
    beforeAll(() => {
      work = mkdtempSync(path.join(tmpdir(), 'oneclick-backup-cli-'));
      dataDir = path.join(work, 'data');
    });
    afterAll(() => rmSync(work, { recursive: true, force: true }));

    it('backs up through the running server, again once it has stopped, and restores into an empty folder', async () => {
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      const release = lockDataDir(dataDir);
      const database = await openPglite(path.join(dataDir, 'pglite'));
      await database.migrate();
      const customer = await insertUser(database.db, { email: 'kept@backup.test' });
      mkdirSync(config.downloadsDir, { recursive: true });
      writeFileSync(path.join(config.downloadsDir, 'oneclick-extension.zip'), 'zip');
      const system = systemDeps(database.db, config, pino({ level: 'silent' }));
      const socket = await openMaintenanceSocket(system, database);

      const identity = await generateIdentity();
      const identityFile = path.join(work, 'backup-identity.txt');
      writeFileSync(identityFile, `# created: by the test\n${identity}\n`, { mode: 0o600 });
      const running = await cli('backup', [path.join(work, 'running.tar')], {
        DATA_DIR: dataDir,
        BACKUP_RECIPIENT: await identityToRecipient(identity),
      });
      expect(running.output).toContain('Backup written (encrypted):');
      expect(running.code).toBe(0);
      const recorded = await getLastBackup(database.db, config);
      expect(recorded).toMatchObject({ file: 'running.tar', stale: false, encrypted: true });

      await socket.close();
      await database.close();
      release();
      const stopped = await cli('backup', [path.join(work, 'stopped.tar')], { DATA_DIR: dataDir });
      expect(stopped.code).toBe(0);
      expect(stopped.output).toContain('BACKUP_RECIPIENT is not set, so this archive is not encrypted');

      const withoutIdentity = await cli('restore', [path.join(work, 'running.tar')], {
        DATA_DIR: path.join(work, 'encrypted'),
      });
      expect(withoutIdentity.code).toBe(1);
      expect(withoutIdentity.output).toContain('This backup is encrypted: set BACKUP_IDENTITY_FILE');
      const decrypted = await cli('restore', [path.join(work, 'running.tar')], {
        DATA_DIR: path.join(work, 'encrypted'),
        BACKUP_IDENTITY_FILE: identityFile,
      });
      expect(decrypted.output).toContain('Restored the backup');
      expect(decrypted.code).toBe(0);

      const notEmpty = await cli('restore', [path.join(work, 'running.tar')], { DATA_DIR: dataDir });
      expect(notEmpty.code).toBe(1);
      expect(notEmpty.output).toContain('is not empty');

      const restoredDir = path.join(work, 'restored');
      const restored = await cli('restore', [path.join(work, 'stopped.tar')], { DATA_DIR: restoredDir });
      expect(restored.output).toContain('Restored the backup');
      expect(restored.code).toBe(0);
      expect(existsSync(path.join(restoredDir, 'downloads', 'oneclick-extension.zip'))).toBe(true);
      const client = await createPglite({ dataDir: path.join(restoredDir, 'pglite') });
      try {
        const users = await client.query<{ id: string }>(`select id from users where email = 'kept@backup.test'`);
        expect(users.rows).toEqual([{ id: customer.id }]);
        // The backup taken through the server was recorded before the second one's snapshot.
        const records = await client.query(`select 1 from audit_log where action = 'backup.taken'`);
        expect(records.rows).toHaveLength(1);
      } finally {
        await client.close();
      }
      const fromEncrypted = await createPglite({ dataDir: path.join(work, 'encrypted', 'pglite') });
      try {
        const users = await fromEncrypted.query(`select id from users where email = 'kept@backup.test'`);
        expect(users.rows).toEqual([{ id: customer.id }]);
      } finally {
        await fromEncrypted.close();
      }
    }, 120_000);

    it('refuses to write an archive in clear in production', async () => {
      const refused = await cli('backup', [path.join(work, 'production.tar')], {
        DATA_DIR: path.join(work, 'production'),
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://portal.example',
        PAYPAL_MODE: 'sandbox',
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
        PAYPAL_WEBHOOK_ID: 'webhook',
        SECRETS_KEY: newSecretsKey(),
      });
      expect(refused.output).toContain('BACKUP_RECIPIENT: required when NODE_ENV=production');
      expect(refused.code).toBe(1);
      expect(existsSync(path.join(work, 'production.tar'))).toBe(false);
    });
  },
);
