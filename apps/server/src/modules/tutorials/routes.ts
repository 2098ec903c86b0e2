import { createHash } from 'node:crypto';
import { tutorialsQuerySchema, tutorialsResponseSchema } from '@oneclick/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { listTutorials } from './list-tutorials.js';

export function tutorialsRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/tutorials',
      {
        schema: {
          summary: "The tutorial videos of one language and its categories (the spec's tutorials response)",
          tags: ['tutorials'],
          querystring: tutorialsQuerySchema,
          response: { 200: tutorialsResponseSchema, 304: z.null() },
        },
      },
      async (request, reply) => {
        const body = await listTutorials(db, request.query.lang);
        const etag = `W/"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
        reply
          .header('etag', etag)
          .header('cache-control', 'public, max-age=60, must-revalidate')
          .header('vary', 'accept-encoding');
        if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
        return body;
      },
    );
  };
}
