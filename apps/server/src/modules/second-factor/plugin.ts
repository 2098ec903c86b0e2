import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { secondFactorRoutes } from './routes.js';
import { sealTotpSecrets } from './seal-totp-secrets.js';

/** Second factors: authenticator secrets kept in clear sealed at start-up, and no answer stored. */
export function secondFactorPlugin(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onReady', async () => {
      const sealed = await sealTotpSecrets({ ...deps, log: app.log }, deps.secretBox);
      if (sealed > 0) app.log.info({ sealed }, 'sealed authenticator secrets kept in clear');
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    await app.register(secondFactorRoutes(deps));
  };
}
