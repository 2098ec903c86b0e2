import { existsSync } from 'node:fs';
import { type IncomingMessage, request } from 'node:http';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pino } from 'pino';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { type DatabaseHandle, openPostgres } from '../db/client.js';
import { openEmbeddedDatabase } from '../db/embedded-seed.js';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.js';
import { MAINTENANCE_SOCKET, TAKEN_AT_HEADER } from '../modules/backups/maintenance-socket.js';
import { recordBackup } from '../modules/backups/record-backup.js';
import { type BackupTaken, newManifest, writeArchiveFile, writeBackup } from '../modules/backups/take-backup.js';
import { systemDeps } from '../service-core/unit-of-work.js';

/**
 * `npm run backup [ARCHIVE]`: one archive of the database and the data folder's files, taken
 * beside the running server with its settings, and recorded for the dashboard (decision 033).
 * - PostgreSQL: pg_dump's consistent snapshot, then the files.
 * - The embedded database with its server running: the server takes the snapshot (a Unix socket
 *   in DATA_DIR); stopped: this command opens the folder itself.
 */
async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  if (!config.backup.recipient) {
    if (config.backup.encryptionRequired) {
      throw new UsageError(
        'BACKUP_RECIPIENT: required when NODE_ENV=production, so that a copy of the archive gives nothing away (docs/operations.md says how to make the key pair).',
      );
    }
    console.warn(
      'Warning: BACKUP_RECIPIENT is not set, so this archive is not encrypted: it holds the database and the data folder in clear.',
    );
  }
  const archive = path.resolve(
    process.argv[2] ?? `oneclick-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar`,
  );
  const taken = config.databaseUrl
    ? await backUpPostgres(config, archive)
    : ((await backUpThroughServer(config, archive)) ?? (await backUpStoppedPglite(config, archive)));
  console.warn(
    `Backup written${taken.encrypted ? ' (encrypted)' : ''}: ${archive}\n  taken at ${taken.takenAt}, ${taken.bytes} bytes, sha256 ${taken.sha256}`,
  );
}

/** With the database open in this process: PostgreSQL, or the embedded one with no server running. */
async function backUpHere(config: Config, database: DatabaseHandle, archive: string): Promise<BackupTaken> {
  const manifest = newManifest(config);
  const written = await writeArchiveFile(archive, config.backup.recipient, (out) =>
    writeBackup(config, database, manifest, out),
  );
  const taken = { ...written, takenAt: manifest.takenAt };
  await recordBackup(systemDeps(database.db, config, pino({ level: config.logLevel })), taken);
  return taken;
}

async function backUpPostgres(config: Config, archive: string): Promise<BackupTaken> {
  const database = await openPostgres(config.databaseUrl!);
  try {
    return await backUpHere(config, database, archive);
  } finally {
    await database.close();
  }
}

function callSocket(socketPath: string, method: 'GET' | 'POST', url: string, body?: string) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const call = request({ socketPath, method, path: url, headers: { 'content-type': 'application/json' } }, resolve);
    call.once('error', reject);
    call.end(body);
  });
}

/** Undefined when no server answers on the data folder's socket. */
async function backUpThroughServer(config: Config, archive: string): Promise<BackupTaken | undefined> {
  const socketPath = path.join(config.dataDir, MAINTENANCE_SOCKET);
  if (!existsSync(socketPath)) return undefined;
  let takenAt = '';
  const stream = async (out: Writable) => {
    const response = await callSocket(socketPath, 'GET', '/backup');
    if (response.statusCode !== 200) throw new Error(`the server refused the backup (${response.statusCode})`);
    takenAt = String(response.headers[TAKEN_AT_HEADER]);
    await pipeline(response, out);
  };
  try {
    const written = await writeArchiveFile(archive, config.backup.recipient, stream);
    const taken = { ...written, takenAt };
    const recorded = await callSocket(socketPath, 'POST', '/backup/record', JSON.stringify(taken));
    recorded.resume();
    if (recorded.statusCode !== 204) throw new Error(`the server did not record the backup (${recorded.statusCode})`);
    return taken;
  } catch (error) {
    // A socket a killed server left behind: nobody listens, and the folder is free to open.
    if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') return undefined;
    throw error;
  }
}

async function backUpStoppedPglite(config: Config, archive: string): Promise<BackupTaken> {
  const release = lockDataDir(config.dataDir);
  const database = await openEmbeddedDatabase(path.join(config.dataDir, 'pglite'));
  try {
    return await backUpHere(config, database, archive);
  } finally {
    await database.close();
    release();
  }
}

class UsageError extends Error {}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof UsageError
      ? error.message
      : error,
  );
  process.exit(1);
});
