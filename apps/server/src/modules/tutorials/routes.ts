import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { tutorialsQuerySchema, tutorialsResponseSchema } from '@oneclick/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app-deps.js';
import { listTutorials } from './list-tutorials.js';

/** `If-None-Match` may list several ETags, or `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value === etag || `W/${value}` === etag;
  });
}

export function tutorialsRoutes({ db }: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/tutorials',
      {
        config: { access: 'public' },
        schema: {
          summary: "The tutorial videos of one language and its categories (the spec's tutorials response)",
          tags: ['tutorials'],
          querystring: tutorialsQuerySchema,
          response: { 200: tutorialsResponseSchema },
        },
      },
      async (request, reply) => {
        const body = await listTutorials(db, request.query.lang);
        const etag = `W/"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
        reply
          .header('etag', etag)
          .header('cache-control', 'public, max-age=60, must-revalidate')
          .header('vary', 'accept-encoding');
        if (matchesEtag(request.headers['if-none-match'], etag)) {
          // A 304 has no body: sent raw, so no serializer adds a content type or length.
          reply.hijack();
          reply.raw.writeHead(304, reply.getHeaders() as OutgoingHttpHeaders).end();
          return;
        }
        return body;
      },
    );
  };
}
