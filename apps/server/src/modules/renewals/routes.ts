import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf } from '../../auth/current-user.js';
import { registerOperations } from '../../lib/register-operations.js';
import { getMyRenewal } from './get-my-renewal.js';
import { setRenewalReminders } from './set-renewal-reminders.js';

export function renewalsRoutes(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    registerOperations(app, 'renewals', {
      getMyRenewal: (request) => getMyRenewal(deps.db, actorOf(request)),
      setRenewalReminders: (request) => setRenewalReminders(deps, actorOf(request), request.body),
    });
  };
}
