import {
  EDITOR_SCOPES,
  editorScopeRequestSchema,
  idParamsSchema,
  pageOf,
  roleChangeRequestSchema,
  userDetailsSchema,
  userListQuerySchema,
  userLookupQuerySchema,
  userSummarySchema,
} from '@oneclick/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf, currentUser } from '../../auth/current-user.js';
import { changeRole } from './change-role.js';
import { listUsers } from './list-users.js';
import { lookUpUser } from './look-up-user.js';
import { resetSecondFactor } from './reset-second-factor.js';
import { setEditorScope } from './set-editor-scope.js';

const tags = ['users'];

/** The dashboard's users: admins see and manage everyone, resellers see their clients. */
export function usersRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/users',
      {
        config: { access: 'staff' },
        schema: {
          summary: 'Users, newest first, 200 to a page, by the start of a name or e-mail (get_users)',
          tags,
          querystring: userListQuerySchema,
          response: { 200: pageOf(userSummarySchema) },
        },
      },
      async (request) => listUsers(deps.db, currentUser(request), request.query),
    );

    app.get(
      '/users/lookup',
      {
        config: { access: 'staff' },
        schema: {
          summary: 'One account by e-mail, with who activated it (Check Users)',
          tags,
          querystring: userLookupQuerySchema,
          response: { 200: userDetailsSchema },
        },
      },
      async (request) => lookUpUser(deps.db, currentUser(request), request.query.email),
    );

    app.put(
      '/users/:id/role',
      {
        config: { access: 'admin' },
        schema: {
          summary: "Change a user's role (change_role); roles 0 and 1 only by a super admin",
          tags,
          params: idParamsSchema,
          body: roleChangeRequestSchema,
          response: { 200: userSummarySchema },
        },
      },
      async (request) => changeRole(deps, actorOf(request), { userId: request.params.id, role: request.body.role }),
    );

    app.delete(
      '/users/:id/second-factor',
      {
        config: { access: 'superAdmin' },
        schema: {
          summary: "Reset another account's second factors (a lost phone): signed out everywhere, e-mailed",
          tags,
          params: idParamsSchema,
        },
      },
      async (request, reply) => {
        await resetSecondFactor(deps, actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.put(
      '/users/editor-scope',
      {
        config: { access: 'admin' },
        schema: {
          summary: "Grant or remove a user's editor scope (admins only)",
          tags,
          body: editorScopeRequestSchema,
          response: { 200: z.object({ email: z.string(), editor: z.enum(EDITOR_SCOPES).nullable() }) },
        },
      },
      async (request) => setEditorScope(deps, actorOf(request), request.body),
    );
  };
}
