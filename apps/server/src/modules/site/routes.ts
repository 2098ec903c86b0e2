import { siteConfigSchema } from '@oneclick/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { configuredProviders } from '../auth/oauth.js';

export function siteRoutes({ config }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/site',
      {
        schema: {
          summary: 'Public settings: support contacts and community links',
          tags: ['site'],
          response: { 200: siteConfigSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return { ...config.site, oauthProviders: configuredProviders(config) };
      },
    );
  };
}
