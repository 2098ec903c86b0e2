import type { Config } from './config.js';
import type { Database, Listen, ReadOnlyDatabase } from './db/client.js';
import type { DatabaseProbe } from './db/probe.js';
import type { EmailCatalogue } from './mail/email-template.js';
import type { LicenceSigner } from './domain/licence-signing.js';
import type { Metrics } from './service-core/metrics.js';
import type { PublicCache } from './service-core/public-cache.js';
import type { SecretBox } from './utils/secret-box.js';
import type { Scheduler } from './service-core/scheduled-jobs.js';
import type { RateLimits } from './service-core/rate-limit.js';
import type { ReadAtOneInstant, RunUnitOfWork } from './service-core/unit-of-work.js';
import type { PaypalClient } from './integrations/paypal-client.js';

/** What the app is built from; tests pass their own. */
export interface AppDeps {
  config: Config;
  db: Database;
  /** Notifications from the database (its handle's `listen`). */
  listen: Listen;
  /** Signs licences with the current key of the ring (LICENCE_SIGNING_KEY or the data folder's). */
  licenceSigner: LicenceSigner;
  /** Seals the secrets the database keeps (SECRETS_KEY or the data folder's key). */
  secretBox: SecretBox;
}

/**
 * What every module is built from: reads use `db` (selects only) or `readAtOneInstant`, every
 * write goes through `runUnitOfWork`, and rate limits count through `rateLimits`.
 */
export interface ModuleDeps extends Omit<AppDeps, 'db' | 'listen'> {
  db: ReadOnlyDatabase;
  runUnitOfWork: RunUnitOfWork;
  readAtOneInstant: ReadAtOneInstant;
  rateLimits: RateLimits;
  /** Public reads kept serialised until the content changes (the tutorial list). */
  publicCache: PublicCache;
  /** Recurring work (the renewal reminders), run in one process at a time (decision 028). */
  scheduler: Scheduler;
}

/**
 * What the payments module is built from: it counts payments, fulfilments and webhook deliveries
 * once their unit of work commits (decision 030).
 */
export interface PaymentsDeps extends ModuleDeps {
  metrics: Metrics;
  /** PayPal's REST API, or the stand-in it is pointed at (`PAYPAL_MODE`, `PAYPAL_API_BASE`). */
  paypal: PaypalClient;
}

/** What the health checks are built from: a probe of the database in place of its reads. */
export interface HealthDeps extends ModuleDeps {
  probe: DatabaseProbe;
}

/** What the e-mails' preview is built from: every module's templates. */
export interface EmailsDeps extends ModuleDeps {
  emailCatalogue: EmailCatalogue;
}
