import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf, currentUser } from '../../auth/current-user.js';
import { registerOperations } from '../../service-core/register-operations.js';
import { getMyRenewal } from './get-my-renewal.js';
import { listRenewals } from './list-renewals.js';
import { renewWithKey } from './renew-with-key.js';
import { setRenewalReminders } from './set-renewal-reminders.js';

export function renewalsRoutes(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    registerOperations(app, 'renewals', {
      getMyRenewal: (request) => getMyRenewal(deps.db, actorOf(request)),
      setRenewalReminders: (request) => setRenewalReminders(deps, actorOf(request), request.body),
      listRenewals: (request) => listRenewals(deps.db, deps.config, currentUser(request), request.query),
      renewWithKey: (request) => renewWithKey(deps, actorOf(request), request.params.id, request.body),
    });
  };
}
