import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { issueDueEInvoices } from './issue-e-invoices.js';
import { eInvoiceProviderOf } from './provider.js';
import { eInvoicesRoutes } from './routes.js';

/** How often each process looks for invoices to send: a paid order's invoice goes out within this. */
export const E_INVOICE_JOB_EVERY_MS = 15_000;

/** Legal e-invoices (decision 037): the admins' and buyers' routes, and the job that sends them when they are on. */
export function eInvoicesPlugin(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    const provider = eInvoiceProviderOf(deps.config);
    if (provider) {
      deps.scheduler.add({
        name: 'issue-e-invoices',
        everyMs: E_INVOICE_JOB_EVERY_MS,
        run: async (job, keepLease) => {
          const issued = await issueDueEInvoices(job, provider, keepLease);
          if (issued > 0) job.log.info({ issued }, 'e-invoices issued');
        },
      });
    }
    await app.register(eInvoicesRoutes(deps, provider));
  };
}
