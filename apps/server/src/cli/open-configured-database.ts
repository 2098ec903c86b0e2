import { existsSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { type Config, loadConfig } from '../config.js';
import { type DatabaseHandle, openPostgres } from '../db/client.js';
import { openEmbeddedDatabase } from '../db/embedded-seed.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { type SystemDeps, systemDeps } from '../service-core/unit-of-work.js';

/** The database `npm start` would use, for command-line tools; the embedded one is locked while open. */
export async function openConfiguredDatabase(): Promise<{
  config: Config;
  database: DatabaseHandle;
  system: SystemDeps;
}> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl);
    await database.migrate();
    return { config, database, system: systemDeps(database.db, config, log) };
  }
  const release = lockDataDir(config.dataDir);
  const database = await openEmbeddedDatabase(path.join(config.dataDir, 'pglite'));
  await database.migrate();
  return {
    config,
    system: systemDeps(database.db, config, log),
    database: {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    },
  };
}
