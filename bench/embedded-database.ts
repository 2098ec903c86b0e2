import path from 'node:path';
import { type Database, openPglite } from '../apps/server/src/db/client.js';

/**
 * Migrates an embedded database in `dataDir` (where the portal started with DATA_DIR opens it),
 * writes what `fill` writes and closes it again, for the portal to open.
 */
export async function fillEmbeddedDatabase(dataDir: string, fill: (db: Database) => Promise<void>): Promise<void> {
  const embedded = await openPglite(path.join(dataDir, 'pglite'));
  try {
    await embedded.migrate();
    await fill(embedded.db);
  } finally {
    await embedded.close();
  }
}
