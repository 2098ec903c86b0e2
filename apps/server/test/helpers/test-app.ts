import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, buildApp, type BuildAppOptions } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import { type LicenceSigner, throwawayLicenceSigner } from '../../src/domain/licence-signing.js';
import { createSecretBox, newSecretsKey, parseSecretsKeys, type SecretBox } from '../../src/utils/secret-box.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';
import type { KeepLease } from '../../src/service-core/scheduled-jobs.js';
import { type SystemDeps, systemDeps } from '../../src/service-core/unit-of-work.js';

/** The app's database, configuration and logger, for work no request asks for (jobs, start-up). */
export function systemOf(t: TestApp): SystemDeps {
  return systemDeps(t.database.db, t.config, t.app.log);
}

export interface TestApp {
  app: App;
  config: Config;
  database: TestDatabase;
  /** The app's licence signer, with a key of its own. */
  licenceSigner: LicenceSigner;
  /** The app's secret box, with a key of its own (`secretsKey`, as SECRETS_KEY would hold it). */
  secretBox: SecretBox;
  secretsKey: string;
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
  const secretsKey = newSecretsKey();
  const secretBox = createSecretBox(parseSecretsKeys(secretsKey, 'the test key'));
  const app = await buildApp({ config, db: database.db, listen: database.listen, licenceSigner, secretBox }, options);
  await app.ready();
  // The jobs' first runs (started as the app got ready) end before a test writes what they read.
  await app.scheduler.settled();
  return {
    app,
    config,
    database,
    licenceSigner,
    secretBox,
    secretsKey,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A scheduled job's work as it reads the clock: what `send-renewal-reminders.ts` and the digests export. */
type JobWork = (system: SystemDeps, keepLease: KeepLease, now: Date) => Promise<number>;

export interface TwoProcesses {
  /** The second process's app, with its own copies of what it has read. */
  second: App;
  /** `work` run by both at the same moment, as of `now`, its lease always held; what both did, added up. */
  runBoth(work: JobWork, now: Date): Promise<number>;
  close(): Promise<void>;
}

/**
 * Two processes of the same portal: the test app and a second app on its database (on PostgreSQL,
 * each query on its own pooled connection), for work that must be done once whichever runs it.
 */
export async function twoProcessesOf(t: TestApp): Promise<TwoProcesses> {
  const second = await buildApp(
    {
      config: t.config,
      db: t.database.db,
      listen: t.database.listen,
      licenceSigner: t.licenceSigner,
      secretBox: t.secretBox,
    },
    { logger: false },
  );
  await second.ready();
  await second.scheduler.settled();
  const systems = [systemOf(t), { ...systemOf(t), log: second.log }];
  const holding = async () => true;
  return {
    second,
    runBoth: async (work, now) => {
      const done = await Promise.all(systems.map((system) => work(system, holding, now)));
      return done.reduce((sum, count) => sum + count, 0);
    },
    close: () => second.close(),
  };
}
