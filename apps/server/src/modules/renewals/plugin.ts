import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { scheduleJob } from '../../lib/scheduled-jobs.js';
import { renewalsRoutes } from './routes.js';
import { sendRenewalReminders } from './send-renewal-reminders.js';

export const RENEWAL_REMINDERS_JOB = 'renewal-reminders';

/** Renewals: the customer's plan as it renews, and the reminders' job, at start and every ten minutes. */
export function renewalsPlugin(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    scheduleJob(
      app,
      { db: deps.db, config: deps.config, log: app.log },
      {
        name: RENEWAL_REMINDERS_JOB,
        everyMs: 10 * 60 * 1000,
        run: async (system, keepLease) => {
          const sent = await sendRenewalReminders(system, keepLease);
          if (sent > 0) system.log.info({ sent }, 'renewal reminders sent');
        },
      },
    );
    await app.register(renewalsRoutes(deps));
  };
}
