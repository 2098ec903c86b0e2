import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.js';
import { loggerOptions } from './logger.js';
import { downloadsRoutes } from './modules/downloads/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { siteRoutes } from './modules/site/routes.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';
import { createMailer } from './mail/mailer.js';
import { accountEmails } from './modules/auth/account-emails.js';
import { authRoutes } from './modules/auth/routes.js';
import { cmsRoutes } from './modules/cms/routes.js';
import { tutorialsRoutes } from './modules/tutorials/routes.js';
import { usersRoutes } from './modules/users/routes.js';
import { registerCsrfProtection } from './plugins/csrf.js';
import { registerOutboxWorker } from './plugins/outbox-worker.js';
import { registerSession } from './plugins/session.js';

export const API_PREFIX = '/api/v1';

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
}

/** The whole HTTP application, without listening: `main.ts` and the tests build it. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(deps.config.logLevel),
    bodyLimit: 64 * 1024,
    trustProxy: deps.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurityHeaders(app, deps.config.publicUrl);
  await app.register(compress, { threshold: 1024 });
  await registerOpenApi(app);
  registerCsrfProtection(app, deps.config.publicUrl);
  await registerSession(app, deps);

  const deliverNow = registerOutboxWorker(app, deps);
  const mailer = createMailer(deps.db, app.log, deps.config.mail.smtpUrl !== undefined, deliverNow);
  const emails = accountEmails(deps.config, mailer);

  await app.register(healthRoutes(deps), { prefix: API_PREFIX });
  await app.register(siteRoutes(deps), { prefix: API_PREFIX });
  await app.register(authRoutes({ ...deps, emails }), { prefix: API_PREFIX });
  await app.register(tutorialsRoutes(deps), { prefix: API_PREFIX });
  await app.register(cmsRoutes(deps), { prefix: API_PREFIX });
  await app.register(usersRoutes(deps), { prefix: API_PREFIX });
  await app.register(downloadsRoutes(deps));

  await registerWebApp(app, deps.config.webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
