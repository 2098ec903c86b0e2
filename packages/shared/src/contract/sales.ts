import {
  salesExportQuerySchema,
  salesReportQuerySchema,
  salesReportSchema,
  salesSummaryQuerySchema,
  salesSummarySchema,
} from '../schemas/sales.js';
import { API_PATHS } from './api-paths.js';
import { NO_JSON, operation } from './operation.js';

/** The dashboard's sales: the summary and the report; admins read everyone's, a reseller their own. */
export const sales = {
  getSalesSummary: operation({
    ...API_PATHS.sales.getSalesSummary,
    access: 'staff',
    summary: 'Summary Sale: activations by package and revenue, all time, this month and last (sum_report)',
    query: salesSummaryQuerySchema,
    responses: { 200: salesSummarySchema },
  }),
  listSales: operation({
    ...API_PATHS.sales.listSales,
    access: 'staff',
    summary: 'Sales Report: activations of a range of days, 50 to a page, with the totals (sale_report)',
    query: salesReportQuerySchema,
    responses: { 200: salesReportSchema },
  }),
  exportSales: operation({
    ...API_PATHS.sales.exportSales,
    access: 'staff',
    summary: 'The Sales Report of a range as sale-report.xlsx, streamed as the rows are read',
    query: salesExportQuerySchema,
    responses: { 200: NO_JSON },
  }),
};
