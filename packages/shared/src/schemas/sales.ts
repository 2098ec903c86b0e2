import { z } from 'zod';
import { SALE_PACKAGES, salesRangeProblem } from '../domain/sales.js';
import { pageOf, pageQuerySchema } from './common.js';
import { personSchema } from './users.js';
import { daySchema } from './validation.js';

const rangeFields = {
  /** Days in the business's time zone (YYYY-MM-DD), both included; this month when absent. */
  from: daySchema.optional(),
  to: daySchema.optional(),
  /** One reseller's sales, or `direct` for those without one; every sale when absent (admins). */
  resellerId: z.union([z.literal('direct'), z.uuid('RESELLER_INVALID')]).optional(),
};

function refineRange(range: { from?: string; to?: string }, context: z.RefinementCtx) {
  if (!range.from || !range.to) return;
  const problem = salesRangeProblem(range.from, range.to);
  if (problem) context.addIssue({ code: 'custom', message: problem, path: ['to'] });
}

export const salesSummaryQuerySchema = z.object({ resellerId: rangeFields.resellerId });
export type SalesSummaryQuery = z.input<typeof salesSummaryQuerySchema>;

export const salesReportQuerySchema = pageQuerySchema
  .extend({ ...rangeFields, sort: z.enum(['newest', 'oldest']).default('newest') })
  .superRefine(refineRange);
export type SalesReportQuery = z.input<typeof salesReportQuerySchema>;

export const salesExportQuerySchema = z.object(rangeFields).superRefine(refineRange);
export type SalesExportQuery = z.input<typeof salesExportQuerySchema>;

/** Activations counted by package, and the money paid orders brought in each currency (admins only). */
export const salesFiguresSchema = z.object({
  activations: z.number().int(),
  byPackage: z.record(z.enum(SALE_PACKAGES), z.number().int()),
  /** Minor units per currency; null for a reseller's own figures (their sales are key activations). */
  revenue: z.object({ USD: z.number().int(), VND: z.number().int() }).nullable(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

/** Of the plans whose end fell in a month, how many a later activation renewed (by payment or key, directly or through a reseller). */
export const renewalFiguresSchema = z.object({ due: z.number().int(), renewed: z.number().int() });
export type RenewalFigures = z.infer<typeof renewalFiguresSchema>;

export const salesSummarySchema = z.object({
  timeZone: z.string(),
  /** `YYYY-MM` of this month in the business's time zone. */
  thisMonth: z.string(),
  total: salesFiguresSchema,
  current: salesFiguresSchema,
  previous: salesFiguresSchema,
  /** The plans ending this month and last, and how many were renewed. */
  renewals: z.object({ current: renewalFiguresSchema, previous: renewalFiguresSchema }),
  /** The last 12 months, oldest first, for the chart: activations by package, and how many of them renewed a plan. */
  months: z.array(
    z.object({
      month: z.string(),
      byPackage: z.record(z.enum(SALE_PACKAGES), z.number().int()),
      renewed: z.number().int(),
    }),
  ),
});
export type SalesSummary = z.infer<typeof salesSummarySchema>;

export const saleSchema = z.object({
  id: z.uuid(),
  customerEmail: z.string(),
  activatedAt: z.string(),
  months: z.number().int(),
  accountType: z.number().int(),
  reseller: personSchema.nullable(),
  /** What activated it: a licence key, a paid order. */
  source: z.enum(['key', 'order', 'other']),
  /** The order's amount and currency when an order activated it. */
  amount: z.number().int().nullable(),
  currency: z.enum(['USD', 'VND']).nullable(),
});
export type Sale = z.infer<typeof saleSchema>;

export const salesReportSchema = pageOf(saleSchema).extend({
  from: z.string(),
  to: z.string(),
  totals: salesFiguresSchema,
});
export type SalesReport = z.infer<typeof salesReportSchema>;
