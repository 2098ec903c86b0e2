import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createPglite, type DatabaseHandle, MIGRATIONS_FOLDER, openPglite } from './client.js';
import * as schema from './schema/index.js';

/**
 * The embedded database as the build leaves it: an empty cluster with every migration applied
 * (`npm run build` makes `dist/embedded-seed/`). A new data folder starts as a copy of it rather
 * than running initdb and replaying every migration. Run from the sources (`npm run dev`) there
 * is none, and a new folder migrates from nothing.
 */
export const EMBEDDED_SEED_DIR = path.resolve(import.meta.dirname, '../embedded-seed');

/** Makes `seedDir` anew: an empty cluster migrated with `migrationsFolder`'s migrations, closed. */
export async function makeEmbeddedSeed(seedDir: string, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  rmSync(seedDir, { recursive: true, force: true });
  const client = await createPglite({ dataDir: seedDir });
  try {
    await migrate(drizzle({ client, schema }), { migrationsFolder });
  } finally {
    await client.close();
  }
}

/**
 * The embedded database in `dataDir`: a new folder starts as a copy of the seed when there is one,
 * and `migrate()` then applies only the migrations newer than the seed's.
 */
export async function openEmbeddedDatabase(dataDir: string, seedDir = EMBEDDED_SEED_DIR): Promise<DatabaseHandle> {
  const isNew = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (isNew && existsSync(path.join(seedDir, 'PG_VERSION'))) cpSync(seedDir, dataDir, { recursive: true });
  return openPglite(dataDir);
}
