import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { encryptTo } from './archive-encryption.js';
import { type BackupManifest, BACKUP_FORMAT, writeBackupArchive } from './backup-archive.js';
import { dumpPglite, dumpPostgres } from './database-dumps.js';

/** What the record of a finished backup says (the audit log's `backup.taken`). */
export interface BackupTaken {
  /** The archive's file name. */
  file: string;
  takenAt: string;
  bytes: number;
  sha256: string;
  /** Encrypted to BACKUP_RECIPIENT with age. */
  encrypted: boolean;
}

type Paths = Pick<Config, 'dataDir' | 'downloadsDir' | 'databaseUrl'>;

export function newManifest(config: Paths): BackupManifest {
  return {
    format: BACKUP_FORMAT,
    takenAt: new Date().toISOString(),
    database: config.databaseUrl ? 'postgres' : 'pglite',
  };
}

/**
 * Dumps the database, then writes the whole archive to `out`. On PGlite `database` must be the
 * handle of the process that has the folder open; on PostgreSQL pg_dump reads DATABASE_URL.
 */
export async function writeBackup(
  config: Paths,
  database: DatabaseHandle,
  manifest: BackupManifest,
  out: Writable,
): Promise<void> {
  // In the data folder, where the archive leaves out `.tmp` files.
  const databaseFile = path.join(config.dataDir, `backup-${randomUUID()}.tmp`);
  try {
    if (config.databaseUrl) await dumpPostgres(config.databaseUrl, databaseFile);
    else await dumpPglite(database, databaseFile);
    await writeBackupArchive(
      { manifest, databaseFile, dataDir: config.dataDir, downloadsDir: config.downloadsDir },
      out,
    );
  } finally {
    await rm(databaseFile, { force: true });
  }
}

/**
 * Writes `archive` from what `write` produces, under a temporary name renamed once whole;
 * encrypted to `recipient` (an age X25519 public key) when there is one. The size and SHA-256
 * are the file's, as it lies on disk.
 */
export async function writeArchiveFile(
  archive: string,
  recipient: string | undefined,
  write: (out: Writable) => Promise<void>,
): Promise<Omit<BackupTaken, 'takenAt'>> {
  const partial = `${archive}.${randomUUID()}.partial`;
  const hash = createHash('sha256');
  let bytes = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const plain = new PassThrough();
  const stored = recipient ? await encryptTo(recipient, plain) : plain;
  try {
    await Promise.all([
      write(plain),
      pipeline(stored, counted, createWriteStream(partial, { mode: 0o600, flush: true })),
    ]);
    await rename(partial, archive);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { file: path.basename(archive), bytes, sha256: hash.digest('hex'), encrypted: recipient !== undefined };
}
