import { LICENCE_KEYS_PATH, licencePublicKeysSchema } from '@oneclick/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf, currentDevice, currentUser } from '../../auth/current-user.js';
import { registerOperations } from '../../service-core/register-operations.js';
import { activateMachine } from './activate-machine.js';
import { checkInMachine } from './check-in-machine.js';
import { listMachines } from './list-machines.js';
import { releaseMachine } from './release-machine.js';

const tags = ['licences'];

/** The licences the extension runs on, and the machines holding an account's seats. */
export function licencesRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
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

    // The public keys, at a well-known path outside the API.
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
        return deps.licenceSigner.publicKeys();
      },
    );
  };
}
