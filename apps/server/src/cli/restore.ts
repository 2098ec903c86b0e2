import { createReadStream, existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { ConfigError, loadConfig } from '../config.js';
import type { Readable } from 'node:stream';
import { decryptWith, isEncryptedArchive, readIdentityFile } from '../modules/backups/archive-encryption.js';
import { readBackupArchive } from '../modules/backups/backup-archive.js';
import { restorePglite, restorePostgres } from '../modules/backups/database-dumps.js';

/**
 * `npm run restore ARCHIVE`: puts a backup back, into an empty DATA_DIR and, for a backup of
 * PostgreSQL, an empty database at DATABASE_URL. The portal then starts on it as usual.
 */
async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const archive = process.argv[2];
  if (!archive) throw new UsageError('Usage: npm run restore ARCHIVE (with DATA_DIR naming an empty folder)');
  const config = loadConfig();
  const inDataDir = await readdir(config.dataDir).catch(() => []);
  if (inDataDir.length > 0)
    throw new UsageError(`DATA_DIR (${config.dataDir}) is not empty: restore into a new folder.`);
  if (config.databaseUrl && !(await isEmptyDatabase(config.databaseUrl))) {
    throw new UsageError('The database at DATABASE_URL is not empty: restore into a new database.');
  }
  const manifest = await readBackupArchive(await archiveContents(archive, config.backup.identityFile), {
    dataDir: config.dataDir,
    downloadsDir: config.downloadsDir,
    restoreDatabase: async ({ database }, dump) => {
      if (database === 'postgres' && !config.databaseUrl) {
        throw new UsageError('This backup is of PostgreSQL: set DATABASE_URL to a new, empty database.');
      }
      if (database === 'pglite' && config.databaseUrl) {
        throw new UsageError('This backup is of the embedded database: unset DATABASE_URL.');
      }
      if (database === 'postgres') await restorePostgres(config.databaseUrl!, dump);
      else await restorePglite(path.join(config.dataDir, 'pglite'), dump);
    },
  });
  console.warn(`Restored the backup taken at ${manifest.takenAt} into ${config.dataDir}. Start the portal on it.`);
}

class UsageError extends Error {}

/** The archive as it was written: decrypted with BACKUP_IDENTITY_FILE's identity when it is encrypted. */
async function archiveContents(archive: string, identityFile: string | undefined): Promise<Readable> {
  if (!(await isEncryptedArchive(archive))) return createReadStream(archive);
  if (!identityFile) {
    throw new UsageError(
      'This backup is encrypted: set BACKUP_IDENTITY_FILE to the file holding the age identity it was encrypted to.',
    );
  }
  return decryptWith(await readIdentityFile(identityFile), createReadStream(archive));
}

async function isEmptyDatabase(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]!.tables === 0;
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof UsageError ? error.message : error);
  process.exit(1);
});
