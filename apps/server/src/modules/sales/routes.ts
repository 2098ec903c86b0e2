import { Readable } from 'node:stream';
import { SALE_REPORT_FILE_NAME } from '@oneclick/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { currentUser } from '../../auth/current-user.js';
import { registerOperations } from '../../service-core/register-operations.js';
import { XLSX_CONTENT_TYPE } from '../../utils/xlsx-stream.js';
import { exportSales } from './export-sales.js';
import { getSalesSummary } from './get-sales-summary.js';
import { listSales } from './list-sales.js';

/** The dashboard's sales: the summary and the report; admins read everyone's, a reseller their own. */
export function salesRoutes(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    registerOperations(app, 'sales', {
      getSalesSummary: async (request) => getSalesSummary(deps.db, deps.config, currentUser(request), request.query),
      listSales: async (request) => listSales(deps.db, deps.config, currentUser(request), request.query),
      exportSales: async (request, reply) => {
        const workbook = exportSales(deps.db, deps.config, currentUser(request), request.query);
        return reply
          .type(XLSX_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="${SALE_REPORT_FILE_NAME}"`)
          .send(Readable.from(workbook, { objectMode: false }));
      },
    });
  };
}
