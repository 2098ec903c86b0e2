import { licencePublicKeysSchema } from '@oneclick/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf, currentDevice, currentUser } from '../../auth/current-user.js';
import { registerOperations } from '../../lib/register-operations.js';
import { activateMachine } from './activate-machine.js';
import { checkInMachine } from './check-in-machine.js';
import { listMachines } from './list-machines.js';
import { releaseMachine } from './release-machine.js';

/** Where the extension finds the public keys its licences are signed with (a JWK set). */
export const LICENCE_KEYS_PATH = '/.well-known/oneclick-licence-keys.json';

/** The software calls these, never a browser (`config.software`, plugins/csrf.ts). */
const CALLED_BY_SOFTWARE = new Set(['licences.activateMachine', 'licences.checkInMachine']);

/** The licences the extension runs on, and the machines holding an account's seats. */
export function licencesRoutes(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    app.addHook('onRoute', (route) => {
      if (CALLED_BY_SOFTWARE.has(route.config?.operation ?? '')) route.config = { ...route.config, software: true };
    });

    registerOperations(app, 'licences', {
      activateMachine: async (request) => activateMachine(deps, actorOf(request), currentDevice(request), request.body),
      checkInMachine: async (request) => checkInMachine(deps, actorOf(request), currentDevice(request), request.body),
      listOwnMachines: async (request) => listMachines(deps.db, currentUser(request), currentUser(request).id),
      listMachines: async (request) => listMachines(deps.db, currentUser(request), request.params.id),
      releaseMachine: async (request, reply) => {
        await releaseMachine(deps, actorOf(request), request.params.id);
        return reply.code(204).send();
      },
    });
  };
}

const tags = ['licences'];

/** The public keys, at a well-known path outside the API. */
export function licenceKeysDocumentRoutes({ licenceSigner }: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      LICENCE_KEYS_PATH,
      {
        config: { access: 'public' },
        schema: {
          summary:
            'The public keys licences are signed with, as a JWK set: the current one and those retired within the offline period',
          tags,
          response: { 200: licencePublicKeysSchema },
        },
      },
      async (_request, reply) => {
        // Short-lived: after a rotation the software meets the new key id and fetches this again.
        reply.header('cache-control', 'public, max-age=300');
        return licenceSigner.publicKeys();
      },
    );
  };
}
