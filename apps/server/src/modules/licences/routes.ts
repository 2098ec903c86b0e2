import {
  idParamsSchema,
  licencePublicKeysSchema,
  licenceRequestSchema,
  licenceResponseSchema,
  machineListSchema,
} from '@oneclick/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf, currentDevice, currentUser } from '../../auth/current-user.js';
import { activateMachine } from './activate-machine.js';
import { checkInMachine } from './check-in-machine.js';
import { listMachines } from './list-machines.js';
import { releaseMachine } from './release-machine.js';

/** Where the extension finds the public keys its licences are signed with (a JWK set). */
export const LICENCE_KEYS_PATH = '/.well-known/oneclick-licence-keys.json';

const tags = ['licences'];

/** The licences the extension runs on, and the machines holding an account's seats. */
export function licencesRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/licence/activate',
      {
        config: { access: 'device', software: true },
        schema: {
          summary:
            'The signed-in machine takes a seat (or keeps its own) and gets its licence; 409 SEATS_FULL lists the machines holding the seats',
          tags,
          body: licenceRequestSchema,
          response: { 200: licenceResponseSchema },
        },
      },
      async (request) => activateMachine(deps, actorOf(request), currentDevice(request), request.body),
    );

    app.post(
      '/licence/check-in',
      {
        config: { access: 'device', software: true },
        schema: {
          summary:
            'A machine holding a seat renews its licence; 409 NO_SEAT once its seat was freed, 409 SEATS_FULL once the plan has fewer seats than older machines',
          tags,
          body: licenceRequestSchema,
          response: { 200: licenceResponseSchema },
        },
      },
      async (request) => checkInMachine(deps, actorOf(request), currentDevice(request), request.body),
    );

    app.get(
      '/licence/machines',
      {
        config: { access: 'user' },
        schema: {
          summary: "The signed-in user's machines, which of them hold a seat, and how many seats the plan has",
          tags,
          response: { 200: machineListSchema },
        },
      },
      async (request) => listMachines(deps.db, currentUser(request), currentUser(request).id),
    );

    app.get(
      '/users/:id/machines',
      {
        config: { access: 'staff' },
        schema: {
          summary: "A customer's machines, for the dashboard: any account for admins, their clients' for resellers",
          tags,
          params: idParamsSchema,
          response: { 200: machineListSchema },
        },
      },
      async (request) => listMachines(deps.db, currentUser(request), request.params.id),
    );

    app.delete(
      '/licence/machines/:id',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Frees a seat and signs the machine out: its owner, an admin, or the reseller whose client it is',
          tags,
          params: idParamsSchema,
        },
      },
      async (request, reply) => {
        await releaseMachine(deps, actorOf(request), request.params.id);
        return reply.code(204).send();
      },
    );
  };
}

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
