import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, buildApp, type BuildAppOptions } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { type LicenceSigner, throwawayLicenceSigner } from '../../src/domain/licence-signing.js';
import { openTestDatabase } from './test-database.js';
import type { SystemDeps } from '../../src/lib/unit-of-work.js';

/** The app's database, configuration and logger, for work no request asks for (jobs, start-up). */
export function systemOf(t: TestApp): SystemDeps {
  return { db: t.database.db, config: t.config, log: t.app.log };
}

export interface TestApp {
  app: App;
  config: Config;
  database: DatabaseHandle;
  /** The app's licence signer, with a key of its own. */
  licenceSigner: LicenceSigner;
  close(): Promise<void>;
}

/** The real app on a fresh database and a temporary data folder. */
export async function createTestApp(
  env: Record<string, string | undefined> = {},
  options: BuildAppOptions = { logger: false },
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oneclick-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'web-dist-missing'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await openTestDatabase();
  const licenceSigner = await throwawayLicenceSigner();
  const app = await buildApp({ config, db: database.db, licenceSigner }, options);
  await app.ready();
  // The jobs' first runs (started as the app got ready) end before a test writes what they read.
  await app.scheduler.settled();
  return {
    app,
    config,
    database,
    licenceSigner,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Another process of the same portal: a second app on the test app's database, closed by the caller. */
export async function secondInstanceOf(t: TestApp): Promise<App> {
  const app = await buildApp(
    { config: t.config, db: t.database.db, licenceSigner: t.licenceSigner },
    { logger: false },
  );
  await app.ready();
  await app.scheduler.settled();
  return app;
}
