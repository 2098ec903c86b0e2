import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';

/**
 * A backup is one tar archive (decision 033):
 * - `backup.json`: the manifest below;
 * - `database/pglite.tar.gz` (the embedded database's folder) or `database/postgres.dump`
 *   (`pg_dump --format=custom`);
 * - `data/...`: the data folder's other files (the licence key ring, the downloads), and
 *   `downloads/...` when DOWNLOADS_DIR lies outside it.
 * Its parts are compressed already, so the archive itself is not.
 */
export const BACKUP_FORMAT = 1;
export const MANIFEST = 'backup.json';
export const DATABASE_ENTRY = { pglite: 'database/pglite.tar.gz', postgres: 'database/postgres.dump' } as const;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  takenAt: string;
  database: keyof typeof DATABASE_ENTRY;
}

/** What a data folder holds that is not backed up: the database itself, the lock, the socket, uploads under way, one-time links. */
const LEFT_OUT = new Set(['pglite', 'portal.lock', 'maintenance.sock', 'incoming', 'setup-admin-link.txt']);

export interface BackupParts {
  manifest: BackupManifest;
  /** The database's dump, written to a file first: tar needs each entry's size before its bytes. */
  databaseFile: string;
  dataDir: string;
  downloadsDir: string;
}

/** Files under `root`, as paths relative to it, leaving out what is not backed up. */
async function filesUnder(root: string, relative = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    if (LEFT_OUT.has(entry.name) || entry.name.endsWith('.tmp')) continue;
    const name = path.join(relative, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(root, name)));
    else if (entry.isFile()) files.push(name);
  }
  return files;
}

/** Every file under `root` that is backed up, as entries under `prefix`. */
async function addFolder(pack: tar.Pack, prefix: string, root: string): Promise<void> {
  for (const name of await filesUnder(root)) {
    await addFile(pack, path.posix.join(prefix, ...name.split(path.sep)), path.join(root, name));
  }
}

async function addFile(pack: tar.Pack, name: string, file: string): Promise<void> {
  const { size } = await stat(file);
  if (size === 0) {
    pack.entry({ name, size, mode: 0o600 }, '');
    return;
  }
  // Up to the size the entry declares, should the file grow meanwhile.
  await pipeline(createReadStream(file, { end: size - 1 }), pack.entry({ name, size, mode: 0o600 }));
}

/** Writes the archive to `out`; the database's dump first, then the files, so no file is older than the dump. */
export async function writeBackupArchive(parts: BackupParts, out: Writable): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, out);
  pack.entry({ name: MANIFEST, mode: 0o600 }, `${JSON.stringify(parts.manifest, null, 2)}\n`);
  await addFile(pack, DATABASE_ENTRY[parts.manifest.database], parts.databaseFile);
  const downloadsInside = !path.relative(parts.dataDir, parts.downloadsDir).startsWith('..');
  await addFolder(pack, 'data', parts.dataDir);
  if (!downloadsInside) await addFolder(pack, 'downloads', parts.downloadsDir);
  pack.finalize();
  await written;
}

export interface RestoreTargets {
  dataDir: string;
  downloadsDir: string;
  /** Receives the database's dump as it is read from the archive. */
  restoreDatabase(manifest: BackupManifest, dump: AsyncIterable<Buffer>): Promise<void>;
}

/** Where an entry of the archive goes, or undefined for a name that would leave its folder. */
function destination(name: string, targets: RestoreTargets): string | undefined {
  const [top, ...rest] = name.split('/');
  const root = top === 'data' ? targets.dataDir : top === 'downloads' ? targets.downloadsDir : undefined;
  if (!root || rest.length === 0) return undefined;
  const file = path.resolve(root, ...rest);
  return file.startsWith(`${path.resolve(root)}${path.sep}`) ? file : undefined;
}

async function* bytesOf(entry: AsyncIterable<unknown>): AsyncGenerator<Buffer> {
  for await (const chunk of entry) yield chunk as Buffer;
}

/** Reads an archive that `writeBackupArchive` wrote: the manifest first, then the database, then the files. */
export async function readBackupArchive(archive: Readable, targets: RestoreTargets): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  let databaseRestored = false;
  const extract = tar.extract();
  // Not pipeline(): the loop below ends the extractor itself, which pipeline would call premature.
  archive.once('error', (error) => extract.destroy(error));
  archive.pipe(extract);
  for await (const entry of extract) {
    const { name } = entry.header;
    if (name === MANIFEST) {
      const chunks: Buffer[] = [];
      for await (const chunk of bytesOf(entry)) chunks.push(chunk);
      const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { format: unknown };
      if (parsed.format !== BACKUP_FORMAT)
        throw new Error(`not a backup this portal can read (format ${JSON.stringify(parsed.format)})`);
      manifest = parsed as BackupManifest;
    } else if (manifest && name === DATABASE_ENTRY[manifest.database]) {
      await targets.restoreDatabase(manifest, bytesOf(entry));
      databaseRestored = true;
    } else {
      const file = destination(name, targets);
      if (!file || entry.header.type !== 'file') throw new Error(`unexpected entry in the backup: ${name}`);
      await mkdir(path.dirname(file), { recursive: true });
      await pipeline(entry, createWriteStream(file, { mode: 0o600 }));
    }
  }
  if (!manifest) throw new Error(`not a backup: it has no ${MANIFEST}`);
  if (!databaseRestored) throw new Error(`the backup has no ${DATABASE_ENTRY[manifest.database]}`);
  return manifest;
}
