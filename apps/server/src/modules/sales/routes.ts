import { Readable } from 'node:stream';
import {
  SALE_REPORT_FILE_NAME,
  salesExportQuerySchema,
  salesSummaryQuerySchema,
  salesReportQuerySchema,
  salesReportSchema,
  salesSummarySchema,
} from '@oneclick/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app-deps.js';
import { currentUser } from '../../auth/current-user.js';
import { exportSales } from './export-sales.js';
import { getSalesSummary } from './get-sales-summary.js';
import { listSales } from './list-sales.js';
import { syncMonthCounts } from './month-counts.js';

const tags = ['sales'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The dashboard's sales: the summary and the report; admins read everyone's, a reseller their own. */
export function salesRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onReady', () => syncMonthCounts(deps.db, deps.config.businessTimeZone));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/sales/summary',
      {
        config: { access: 'staff' },
        schema: {
          summary: 'Summary Sale: activations by package and revenue, all time, this month and last (sum_report)',
          tags,
          querystring: salesSummaryQuerySchema,
          response: { 200: salesSummarySchema },
        },
      },
      async (request) => getSalesSummary(deps.db, deps.config, currentUser(request), request.query),
    );

    app.get(
      '/sales',
      {
        config: { access: 'staff' },
        schema: {
          summary: 'Sales Report: activations of a range of days, 50 to a page, with the totals (sale_report)',
          tags,
          querystring: salesReportQuerySchema,
          response: { 200: salesReportSchema },
        },
      },
      async (request) => listSales(deps.db, deps.config, currentUser(request), request.query),
    );

    app.get(
      '/sales/export.xlsx',
      {
        config: { access: 'staff' },
        schema: {
          summary: 'The Sales Report of a range as sale-report.xlsx, streamed as the rows are read',
          tags,
          querystring: salesExportQuerySchema,
          produces: [XLSX_TYPE],
        },
      },
      async (request, reply) => {
        const workbook = exportSales(deps.db, deps.config, currentUser(request), request.query);
        return reply
          .type(XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${SALE_REPORT_FILE_NAME}"`)
          .send(Readable.from(workbook, { objectMode: false }));
      },
    );
  };
}
