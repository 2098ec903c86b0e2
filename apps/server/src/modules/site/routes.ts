import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { configuredOAuthProviders } from '../../config.js';
import { registerOperations } from '../../lib/register-operations.js';

export function siteRoutes({ config }: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    registerOperations(app, 'site', {
      getSite: async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        const { bank, vndPrices } = config.payments;
        return {
          ...config.site,
          oauthProviders: configuredOAuthProviders(config),
          bankTransferPrices: {
            pro: bank ? (vndPrices.pro ?? null) : null,
            premium: bank ? (vndPrices.premium ?? null) : null,
          },
        };
      },
    });
  };
}
