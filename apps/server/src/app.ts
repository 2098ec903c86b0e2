import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps, ModuleDeps } from './app-deps.js';
import { type Config, FAKE_PAYPAL_PATH } from './config.js';
import { registerAccess } from './auth/access.js';
import { registerCurrentUser } from './auth/current-user.js';
import { backgroundTasks } from './lib/background-tasks.js';
import { publicCache } from './lib/public-cache.js';
import { unitOfWorkRunner } from './lib/unit-of-work.js';
import { loggerOptions } from './logger.js';
import { accountEmails } from './modules/auth/account-emails.js';
import { auditLogRoutes } from './modules/audit-log/routes.js';
import { secondFactorRoutes } from './modules/second-factor/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { cmsRoutes } from './modules/cms/routes.js';
import { downloadRoutes, releasesRoutes } from './modules/releases/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { licenceKeysRoutes } from './modules/licence-keys/routes.js';
import { licenceKeysDocumentRoutes, licencesRoutes } from './modules/licences/routes.js';
import { deviceRoutes } from './modules/device/routes.js';
import { ordersRoutes } from './modules/orders/routes.js';
import { resellersRoutes } from './modules/resellers/routes.js';
import { salesRoutes } from './modules/sales/routes.js';
import { siteRoutes } from './modules/site/routes.js';
import { tutorialsRoutes } from './modules/tutorials/routes.js';
import { usersRoutes } from './modules/users/routes.js';
import { registerCsrfProtection } from './plugins/csrf.js';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.js';
import { registerHousekeeping } from './plugins/housekeeping.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerOutboxWorker } from './plugins/outbox-worker.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';
import { fakePaypal } from './integrations/fake-paypal.js';
import { paypalClient } from './integrations/paypal-client.js';

export const API_PREFIX = '/api/v1';

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
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
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(deps.config.logLevel),
    bodyLimit: 64 * 1024,
    trustProxy: trustedProxies(deps.config.trustProxy),
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  registerSecurityHeaders(app, deps.config.publicUrl);
  // Static files arrive precompressed; API answers above 1 kB are compressed at a fast level.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 4 },
  });
  await registerOpenApi(app);
  registerCsrfProtection(app, deps.config.publicUrl);
  await registerCurrentUser(app, deps.db, API_PREFIX);
  const declaredRoutes = registerAccess(app, API_PREFIX);
  registerHousekeeping(app, deps.db);

  const emailsCommitted = registerOutboxWorker(app, deps);
  const background = backgroundTasks(app.log);
  app.addHook('onClose', () => background.settled());
  const moduleDeps: ModuleDeps = {
    ...deps,
    runUnitOfWork: unitOfWorkRunner(deps.db, emailsCommitted),
    paypal: paypalClient(deps.config.payments.paypal),
    publicCache: publicCache(deps.db),
    log: app.log,
  };

  await app.register(healthRoutes(moduleDeps), { prefix: API_PREFIX });
  await app.register(siteRoutes(moduleDeps), { prefix: API_PREFIX });
  await app.register(authRoutes({ ...moduleDeps, emails: accountEmails(deps.config), background }), {
    prefix: API_PREFIX,
  });
  await app.register(tutorialsRoutes(moduleDeps), { prefix: API_PREFIX });
  await app.register(cmsRoutes(moduleDeps), { prefix: API_PREFIX });
  await app.register(secondFactorRoutes(moduleDeps), { prefix: API_PREFIX });
  await app.register(usersRoutes(moduleDeps), { prefix: API_PREFIX });
  await app.register(licenceKeysRoutes(moduleDeps), { prefix: API_PREFIX });
  await app.register(resellersRoutes(moduleDeps), { prefix: API_PREFIX });
  await app.register(ordersRoutes(moduleDeps), { prefix: API_PREFIX });
  await app.register(salesRoutes(moduleDeps), { prefix: API_PREFIX });
  await app.register(deviceRoutes(moduleDeps), { prefix: API_PREFIX });
  await app.register(licencesRoutes(moduleDeps), { prefix: API_PREFIX });
  await app.register(licenceKeysDocumentRoutes(moduleDeps));
  await app.register(auditLogRoutes(moduleDeps), { prefix: API_PREFIX });
  await app.register(releasesRoutes(moduleDeps), { prefix: API_PREFIX });
  await app.register(downloadRoutes(moduleDeps));
  if (deps.config.payments.paypal.mode === 'fake') {
    const { clientId, clientSecret, webhookId } = deps.config.payments.paypal;
    const publicBase = `${deps.config.publicUrl}${FAKE_PAYPAL_PATH}`;
    const returnBase = deps.config.publicUrl;
    await app.register(fakePaypal({ clientId, clientSecret, webhookId, publicBase, returnBase }).routes, {
      prefix: FAKE_PAYPAL_PATH,
    });
  }

  await registerWebApp(app, deps.config.webDistDir);
  return Object.assign(app, { declaredRoutes, backgroundTasks: background });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
