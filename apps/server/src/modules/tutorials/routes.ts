import { tutorialsResponseSchema } from '@oneclick/shared';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { chooseEncoding, type ContentEncoding, matchesEtag } from '../../utils/conditional-get.js';
import type { CachedBody } from '../../service-core/public-cache.js';
import { registerOperations } from '../../service-core/register-operations.js';
import { getTutorial } from './get-tutorial.js';
import { listTutorials } from './list-tutorials.js';

const PUBLIC_CACHE_CONTROL = 'public, max-age=60, must-revalidate';
/** The compressed copies a cached body may keep, best first. */
const READY_ENCODINGS: ContentEncoding[] = ['br', 'gzip'];

/** A cached body as it is: a 304 when the client has it, else the copy its encoding allows. */
function sendCached(reply: FastifyReply, cached: CachedBody, ifNoneMatch: string | undefined, accept?: string) {
  reply.header('etag', cached.etag).header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', 'accept-encoding');
  if (matchesEtag(ifNoneMatch, cached.etag)) return reply.status(304).send();
  const encoding = chooseEncoding(accept, READY_ENCODINGS);
  const compressed = encoding ? cached.compressed(encoding) : null;
  reply.type('application/json; charset=utf-8');
  if (encoding && compressed) reply.header('content-encoding', encoding);
  return reply.send(compressed ?? cached.json);
}

export function tutorialsRoutes({ readAtOneInstant, publicCache }: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    registerOperations(
      app,
      'tutorials',
      {
        listTutorials: async (request, reply) => {
          const { lang, q, after } = request.query;
          // Every page and every search is kept: serialised and compressed once, it is sent as it is.
          const key = JSON.stringify(['tutorials', lang, after ?? null, q ?? null]);
          const cached = await publicCache.get(key, async () =>
            tutorialsResponseSchema.parse(await listTutorials({ readAtOneInstant, publicCache }, { lang, q, after })),
          );
          return sendCached(reply, cached, request.headers['if-none-match'], request.headers['accept-encoding']);
        },
        getTutorial: async (request, reply) => {
          reply.header('cache-control', PUBLIC_CACHE_CONTROL);
          return getTutorial({ readAtOneInstant, publicCache }, request.params.id);
        },
      },
      // A page of the list is the same bytes for everyone until the content changes.
      { listTutorials: { cacheAnswer: true } },
    );
  };
}
