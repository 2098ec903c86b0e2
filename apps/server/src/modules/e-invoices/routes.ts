import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf, currentUser } from '../../auth/current-user.js';
import type { EInvoiceProvider } from '../../integrations/e-invoice-provider.js';
import { registerOperations } from '../../service-core/register-operations.js';
import { correctEInvoice } from './correct-e-invoice.js';
import { getEInvoiceFile } from './get-e-invoice-file.js';
import { listEInvoices } from './list-e-invoices.js';
import { listExchangeRates } from './list-exchange-rates.js';
import { listMyEInvoices } from './list-my-e-invoices.js';
import { retryEInvoice } from './retry-e-invoice.js';
import { setExchangeRate } from './set-exchange-rate.js';

export function eInvoicesRoutes(deps: ModuleDeps, provider: EInvoiceProvider | null): FastifyPluginAsync {
  return async (app) => {
    registerOperations(app, 'eInvoices', {
      listEInvoices: (request) => listEInvoices(deps.db, request.query),
      listMyEInvoices: (request) => listMyEInvoices(deps.db, currentUser(request)),
      retryEInvoice: (request) => retryEInvoice(deps, actorOf(request), request.params.id),
      correctEInvoice: async (request, reply) =>
        reply.code(201).send(await correctEInvoice(deps, actorOf(request), request.params.id, request.body)),
      getEInvoiceFile: async (request, reply) => {
        const file = await getEInvoiceFile(
          deps.db,
          provider,
          currentUser(request),
          request.params.id,
          request.query.type,
        );
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(file.bytes);
      },
      listExchangeRates: () => listExchangeRates(deps.db),
      setExchangeRate: (request) => setExchangeRate(deps, actorOf(request), request.params.day, request.body),
    });
  };
}
