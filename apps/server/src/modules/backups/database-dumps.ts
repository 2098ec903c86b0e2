import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createPglite, type DatabaseHandle } from '../../db/client.js';

/** Runs a PostgreSQL client program; rejects with its error output unless it exits 0. */
function run(program: string, args: string[], input?: AsyncIterable<Buffer>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${program} is not installed (Debian: apt-get install -y postgresql-client)`)
          : error,
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (exit code ${code}): ${errors.trim()}`)),
    );
    if (input) Readable.from(input).pipe(child.stdin!);
  });
}

/** The embedded database, from the process that has it open. */
export async function dumpPglite(database: DatabaseHandle, file: string): Promise<void> {
  if (!database.snapshot) throw new Error('only the embedded database can be snapshot from within');
  const snapshot = await database.snapshot();
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()), { mode: 0o600 });
}

/** A consistent dump of a PostgreSQL database, however busy: pg_dump reads one snapshot. */
export function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  return run('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${file}`,
    `--dbname=${databaseUrl}`,
  ]);
}

/** Into an empty PostgreSQL database. */
export function restorePostgres(databaseUrl: string, dump: AsyncIterable<Buffer>): Promise<void> {
  return run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${databaseUrl}`], dump);
}

/** Into an empty folder, which becomes the embedded database. */
export async function restorePglite(folder: string, dump: AsyncIterable<Buffer>): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of dump) chunks.push(chunk);
  await mkdir(folder, { recursive: true });
  const client = await createPglite({ dataDir: folder, loadDataDir: new Blob([Buffer.concat(chunks)]) });
  await client.close();
}
