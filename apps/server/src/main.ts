import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openPostgres } from './db/client.js';
import { openEmbeddedDatabase } from './db/embedded-seed.js';
import { keepEmbeddedDatabaseTidy } from './db/embedded-upkeep.js';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.js';
import { LicenceKeyRingError, licenceSigner, loadKeyRing } from './domain/licence-signing.js';
import { createSecretBox, loadSecretsKeys, SecretBoxError } from './utils/secret-box.js';
import { systemDeps } from './service-core/unit-of-work.js';
import { logStream } from './log-stream.js';
import { loggerOptions } from './logger.js';
import { createSetupLink } from './modules/auth/create-setup-link.js';
import { openMaintenanceSocket } from './modules/backups/maintenance-socket.js';
import { addDemoTutorials } from './modules/tutorials/demo-content.js';

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();

  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openEmbeddedDatabase(path.join(config.dataDir, 'pglite'));
  await database.migrate();
  const signer = await licenceSigner(await loadKeyRing(config));
  const secretBox = createSecretBox(await loadSecretsKeys(config));
  const logs = logStream();
  const app = await buildApp(
    { config, db: database.db, listen: database.listen, licenceSigner: signer, secretBox },
    { logger: loggerOptions(config.logLevel, logs) },
  );
  const system = systemDeps(database.db, config, app.log);
  const maintenance = database.driver === 'pglite' ? await openMaintenanceSocket(system, database) : undefined;
  const stopTidying = database.driver === 'pglite' ? keepEmbeddedDatabaseTidy(database.db, app.log) : undefined;
  if (database.driver === 'pglite' && (await addDemoTutorials(system))) {
    console.warn('Added demo tutorials to the new embedded database; edit or delete them in /cms.');
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // A request still running when the stop began leaves its keep-alive connection open once it
    // is answered, for as long as keepAliveTimeout (72 s): close each connection as it goes idle.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(closeIdle);
    await maintenance?.close();
    await stopTidying?.();
    await database.close();
    releaseLock();
    await logs.drained();
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));

  await app.listen({ host: config.host, port: config.port });
  const setupLink = await createSetupLink(system);
  if (setupLink)
    app.log.warn({ link: setupLink }, 'No super admin yet: open this one-time link to create one (valid 7 days)');
  app.log.info(
    { database: database.driver, dataDir: database.driver === 'pglite' ? config.dataDir : undefined },
    `OneClick Portal is serving ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof LicenceKeyRingError ||
    error instanceof SecretBoxError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
