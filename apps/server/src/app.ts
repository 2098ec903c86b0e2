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

export const API_PREFIX = '/api/v1';

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
}

/** The whole HTTP application, without listening: `main.ts` and the tests build it. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(deps.config.logLevel),
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurityHeaders(app, deps.config.publicUrl);
  await app.register(compress, { threshold: 1024 });
  await registerOpenApi(app);

  await app.register(healthRoutes(deps), { prefix: API_PREFIX });
  await app.register(siteRoutes(deps), { prefix: API_PREFIX });
  await app.register(downloadsRoutes(deps));

  await registerWebApp(app, deps.config.webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
