import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { renewalsRoutes } from './routes.js';
import { sendRenewalReminders } from './send-renewal-reminders.js';
import { sendRenewalsDigests } from './send-renewals-digests.js';

/** Renewals: the customer's plan as it renews, the reminders' job (every ten minutes) and the resellers' weekly digests (tried every hour). */
export function renewalsPlugin(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    deps.scheduler.add({
      name: 'renewal-reminders',
      everyMs: 10 * 60 * 1000,
      run: async (job, keepLease) => {
        const sent = await sendRenewalReminders(job, keepLease);
        if (sent > 0) job.log.info({ sent }, 'renewal reminders sent');
      },
    });
    deps.scheduler.add({
      name: 'renewals-digests',
      everyMs: 60 * 60 * 1000,
      run: async (job, keepLease) => {
        const sent = await sendRenewalsDigests(job, keepLease);
        if (sent > 0) job.log.info({ sent }, 'resellers’ renewals digests sent');
      },
    });
    await app.register(renewalsRoutes(deps));
  };
}
