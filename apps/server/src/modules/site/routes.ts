import { siteConfigSchema } from '@oneclick/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app-deps.js';
import { configuredOAuthProviders } from '../../config.js';

export function siteRoutes({ config }: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/site',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Public settings: support contacts and community links',
          tags: ['site'],
          response: { 200: siteConfigSchema },
        },
      },
      async (_request, reply) => {
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
    );
  };
}
