import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf, currentUser } from '../../auth/current-user.js';
import { registerOperations } from '../../service-core/register-operations.js';
import { changeRole } from './change-role.js';
import { listUsers } from './list-users.js';
import { lookUpUser } from './look-up-user.js';
import { resetSecondFactor } from './reset-second-factor.js';
import { setEditorScope } from './set-editor-scope.js';

/** The dashboard's users: admins see and manage everyone, resellers see their clients. */
export function usersRoutes(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    registerOperations(app, 'users', {
      listUsers: async (request) => listUsers(deps.db, currentUser(request), request.query),
      lookUpUser: async (request) => lookUpUser(deps.db, currentUser(request), request.query.email),
      changeRole: async (request) =>
        changeRole(deps, actorOf(request), { userId: request.params.id, role: request.body.role }),
      resetSecondFactor: async (request, reply) => {
        await resetSecondFactor(deps, actorOf(request), request.params.id);
        return reply.status(204).send();
      },
      setEditorScope: async (request) => setEditorScope(deps, actorOf(request), request.body),
    });
  };
}
