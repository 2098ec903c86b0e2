import { API_PREFIX } from '@oneclick/shared';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps, ModuleDeps } from './app-deps.js';
import { AppError } from './app-error.js';
import { type Config, FAKE_PAYPAL_PATH, FAKE_SINVOICE_PATH, isLoopbackAddress } from './config.js';
import { registerAccess } from './auth/access.js';
import { registerCurrentUser } from './auth/current-user.js';
import { sessionCache } from './auth/session-cache.js';
import { readSession } from './auth/sessions.js';
import { backgroundTasks } from './service-core/background-tasks.js';
import { COMPRESSION_THRESHOLD_BYTES, publicCache } from './service-core/public-cache.js';
import { scheduler } from './service-core/scheduled-jobs.js';
import { rateLimits } from './service-core/rate-limit.js';
import { instantReader, systemDeps, unitOfWorkRunner } from './service-core/unit-of-work.js';
import { requestLoggerFactory } from './logger.js';
import { auditLogPlugin } from './modules/audit-log/plugin.js';
import { authPlugin } from './modules/auth/plugin.js';
import { cmsPlugin } from './modules/cms/plugin.js';
import { devicePlugin } from './modules/device/plugin.js';
import { backupsPlugin } from './modules/backups/plugin.js';
import { eInvoicesPlugin } from './modules/e-invoices/plugin.js';
import { emailsPlugin } from './modules/emails/plugin.js';
import { healthPlugin } from './modules/health/plugin.js';
import { databaseProbe } from './db/probe.js';
import { EMAIL_CATALOGUE } from './email-catalogue.js';
import { licenceKeysPlugin } from './modules/licence-keys/plugin.js';
import { licencesPlugin } from './modules/licences/plugin.js';
import { ordersPlugin } from './modules/orders/plugin.js';
import { paymentsPlugin } from './modules/payments/plugin.js';
import { releasesPlugin } from './modules/releases/plugin.js';
import { renewalsPlugin } from './modules/renewals/plugin.js';
import { resellersPlugin } from './modules/resellers/plugin.js';
import { salesPlugin } from './modules/sales/plugin.js';
import { secondFactorPlugin } from './modules/second-factor/plugin.js';
import { sitePlugin } from './modules/site/plugin.js';
import { tutorialsPlugin } from './modules/tutorials/plugin.js';
import { usersPlugin } from './modules/users/plugin.js';
import { registerCsrfProtection } from './plugins/csrf.js';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.js';
import { housekeeping } from './domain/housekeeping.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerOutboxWorker } from './plugins/outbox-worker.js';
import { registerRequestLog, requestIdOf } from './plugins/request-log.js';
import { responseSerializer } from './plugins/response-serializer.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';
import { answerCache } from './plugins/answer-cache.js';
import { paypalClient } from './integrations/paypal-client.js';

export interface BuildAppOptions {
  /** `main.ts` passes `loggerOptions(level, logStream())`; tests pass `false` or a stream of their own. */
  logger: FastifyServerOptions['logger'];
}

/**
 * Which peers may set X-Forwarded-For. A hop count trusts that many proxies nearest the
 * portal, so the client address is the one the outermost of them saw, never what a client
 * wrote at the left of the header.
 */
function trustedProxies(setting: Config['trustProxy']): string[] | false | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** The whole HTTP application, without listening: `main.ts` and the tests build it. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions) {
  const answers = answerCache();
  const requestId = requestIdOf(deps.config.trustProxy !== false);
  const app = Fastify({
    serverFactory: answers.serverFactory,
    logger: options.logger,
    bodyLimit: 64 * 1024,
    trustProxy: trustedProxies(deps.config.trustProxy),
    frameworkErrors: answerFrameworkError,
    genReqId: requestId,
    // One line per request, written when it is answered (`registerRequestLog`).
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: requestLoggerFactory,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  registerErrorHandler(app);
  const logAnswered = registerRequestLog(app);
  const { metrics, countAnswered } = registerMetrics(app, deps);

  registerSecurityHeaders(app, deps.config.publicUrl);
  // Static files arrive precompressed; API answers above 1 kB are compressed at a fast level.
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 4 },
  });
  const publicReads = publicCache(deps.db);
  answers.register(app, { versions: publicReads, requestId, logAnswered, countAnswered });
  await registerOpenApi(app);
  registerCsrfProtection(app, deps.config.publicUrl);
  const sessions = await sessionCache((sessionId) => readSession(deps.db, sessionId), deps.listen);
  app.addHook('onClose', () => sessions.close());
  await registerCurrentUser(app, deps.db, sessions, API_PREFIX);
  const declaredRoutes = registerAccess(app, API_PREFIX);

  const emailsCommitted = registerOutboxWorker(app, deps);
  const background = backgroundTasks(app.log);
  app.addHook('onClose', () => background.settled());
  const jobs = scheduler(app, deps.db, systemDeps(deps.db, deps.config, app.log));
  jobs.add(housekeeping);
  const moduleDeps: ModuleDeps = {
    ...deps,
    scheduler: jobs,
    // A change to the sessions made here is seen by this process's next request; the other
    // processes hear of it from the database.
    runUnitOfWork: unitOfWorkRunner(deps.db, deps.config, ({ emails, sessionsChanged }) => {
      if (sessionsChanged) sessions.clear();
      emailsCommitted(emails);
    }),
    readAtOneInstant: instantReader(deps.db),
    rateLimits: rateLimits(deps.db),
    publicCache: publicReads,
  };

  await app.register(healthPlugin({ ...moduleDeps, probe: databaseProbe(deps.db) }));
  await app.register(sitePlugin(moduleDeps));
  await app.register(authPlugin({ ...moduleDeps, background }));
  await app.register(tutorialsPlugin(moduleDeps));
  await app.register(cmsPlugin(moduleDeps));
  await app.register(secondFactorPlugin(moduleDeps));
  await app.register(usersPlugin(moduleDeps));
  await app.register(licenceKeysPlugin(moduleDeps));
  await app.register(resellersPlugin(moduleDeps));
  await app.register(ordersPlugin(moduleDeps));
  await app.register(paymentsPlugin({ ...moduleDeps, metrics, paypal: paypalClient(deps.config.payments.paypal) }));
  await app.register(eInvoicesPlugin(moduleDeps));
  await app.register(salesPlugin(moduleDeps));
  await app.register(devicePlugin(moduleDeps));
  await app.register(licencesPlugin(moduleDeps));
  await app.register(auditLogPlugin(moduleDeps));
  await app.register(releasesPlugin(moduleDeps));
  await app.register(renewalsPlugin(moduleDeps));
  await app.register(emailsPlugin({ ...moduleDeps, emailCatalogue: EMAIL_CATALOGUE }));
  await app.register(backupsPlugin(moduleDeps));
  if (deps.config.payments.paypal.mode === 'fake') {
    // Loaded only in fake mode, so that a portal taking real money never runs the stand-in's code.
    // eslint-disable-next-line import-x/no-restricted-paths -- the one place the stand-in is loaded
    const { fakePaypal } = await import('./stand-ins/fake-paypal.js');
    const { clientId, clientSecret, webhookId } = deps.config.payments.paypal;
    const publicBase = `${deps.config.publicUrl}${FAKE_PAYPAL_PATH}`;
    const returnBase = deps.config.publicUrl;
    await app.register(fakePaypal({ clientId, clientSecret, webhookId, publicBase, returnBase }).routes, {
      prefix: FAKE_PAYPAL_PATH,
    });
  }

  if (deps.config.eInvoices?.provider === 'fake') {
    // eslint-disable-next-line import-x/no-restricted-paths -- the one place the stand-in is loaded
    const { fakeSinvoice } = await import('./stand-ins/fake-sinvoice.js');
    const { username, password } = deps.config.eInvoices;
    const fake = fakeSinvoice({ username, password, supplierTaxCode: deps.config.site.seller.taxCode! });
    await app.register(
      async (standIn) => {
        // Only this server calls it: from elsewhere the stand-in is not there.
        standIn.addHook('onRequest', async (request) => {
          if (!isLoopbackAddress(request.socket.remoteAddress)) throw new AppError('NOT_FOUND', 404, 'Not found.');
        });
        await standIn.register(fake.routes);
      },
      { prefix: FAKE_SINVOICE_PATH },
    );
  }

  await registerWebApp(app, {
    webDistDir: deps.config.webDistDir,
    publicUrl: deps.config.publicUrl,
    publicCache: moduleDeps.publicCache,
  });
  return Object.assign(app, { declaredRoutes, backgroundTasks: background, scheduler: jobs });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
