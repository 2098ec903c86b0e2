import type { FastifyPluginAsync } from 'fastify';
import type { EmailsDeps } from '../../app-deps.js';
import { emailsRoutes } from './routes.js';

/** The e-mails as admins preview them: nothing to set up around the route. */
export function emailsPlugin(deps: EmailsDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(emailsRoutes(deps));
  };
}
