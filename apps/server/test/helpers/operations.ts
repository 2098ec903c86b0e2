import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { pino } from 'pino';
import type { PaymentsDeps } from '../../src/app-deps.js';
import { toSessionUser } from '../../src/auth/session-user.js';
import { type Config, loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import type { UserRow } from '../../src/db/schema/index.js';
import { throwawayLicenceSigner } from '../../src/domain/licence-signing.js';
import { paypalClient } from '../../src/integrations/paypal-client.js';
import { createMetrics } from '../../src/service-core/metrics.js';
import { publicCache } from '../../src/service-core/public-cache.js';
import { rateLimits } from '../../src/service-core/rate-limit.js';
import {
  type Actor,
  instantReader,
  type SystemDeps,
  systemDeps,
  unitOfWorkRunner,
} from '../../src/service-core/unit-of-work.js';
import { createSecretBox, newSecretsKey, parseSecretsKeys } from '../../src/utils/secret-box.js';
import { sharedTestDatabase } from './test-database.js';

/** What a file of the rules tier works with: the modules' deps on the shared database, and who asks. */
export interface Operations {
  /** The shared database, for a test's own fixtures and for reading what an operation wrote. */
  db: Database;
  config: Config;
  /** What the app hands its modules (the payments module's, which hold every other's). */
  deps: PaymentsDeps;
  system: SystemDeps;
  /** `user` signed in (with a second factor proved, as staff work needs), or nobody, as a request's actor. */
  actorOf(user: UserRow | null): Actor;
}

const log = pino({ level: 'silent' });

/**
 * The rules tier (decision 036): operations called as their routes call them, with the deps the app
 * builds, on the run's one shared migrated database, and no app. What only a request shows (the
 * route, its access, its schema, cookies) stays in the integration tests.
 */
export async function operationsOn(env: Record<string, string | undefined> = {}): Promise<Operations> {
  const { db } = await sharedTestDatabase();
  const config = loadConfig({
    DATA_DIR: path.join(tmpdir(), 'oneclick-rules-tier-unused'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const deps: PaymentsDeps = {
    config,
    db,
    licenceSigner: await throwawayLicenceSigner(),
    secretBox: createSecretBox(parseSecretsKeys(newSecretsKey(), 'the test key')),
    // E-mails stay in the outbox: no worker sends them here.
    runUnitOfWork: unitOfWorkRunner(db, config),
    readAtOneInstant: instantReader(db),
    rateLimits: rateLimits(db),
    publicCache: publicCache(db),
    scheduler: {
      add: () => {
        throw new Error('Scheduled jobs run in the integration tests, not in the rules tier.');
      },
      settled: async () => {},
    },
    metrics: createMetrics(db),
    paypal: paypalClient(config.payments.paypal),
  };
  // An address of its own, so the rate limits other files count on the shared database are not this file's.
  const ip = `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
  return {
    db,
    config,
    deps,
    system: systemDeps(db, config, log),
    actorOf: (user) => ({ user: user && toSessionUser(user, true), ip, log }),
  };
}
