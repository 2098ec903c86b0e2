import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { issueDueEInvoices } from './issue-e-invoices.js';
import { mailIssuedEInvoices } from './mail-issued-e-invoices.js';
import { eInvoiceProviderOf } from './provider.js';
import { eInvoicesRoutes } from './routes.js';

/** How often each process looks for invoices to send and mail: a paid order's invoice goes out within this. */
export const E_INVOICE_JOB_EVERY_MS = 5_000;

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
          const mailed = await mailIssuedEInvoices(job, provider, keepLease);
          if (issued + mailed > 0) job.log.info({ issued, mailed }, 'e-invoices issued and mailed');
        },
      });
    }
    await app.register(eInvoicesRoutes(deps, provider));
  };
}
