import { z } from 'zod';
import {
  DONATION_LIMITS_USD,
  KEY_PURCHASE_LIMITS,
  ORDER_KINDS,
  ORDER_MONTHS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type OrderMonths,
} from '../domain/orders.js';
import { LANGUAGES } from '../domain/languages.js';
import { SOLD_PACKAGES } from '../domain/packages.js';
import { companyDetailsSchema } from './receipts.js';
import { pageQuerySchema } from './common.js';
import { daySchema, paragraphOfText, safeText } from './validation.js';

const packageSchema = z.enum(SOLD_PACKAGES, 'PACKAGE_INVALID');
const monthsSchema = z
  .number('MONTHS_INVALID')
  .refine((months) => (ORDER_MONTHS as readonly number[]).includes(months), 'MONTHS_INVALID')
  .transform((months) => months as OrderMonths);
const methodSchema = z.enum(PAYMENT_METHODS, 'METHOD_INVALID');

/**
 * What someone orders; never the amount, which the server prices: a plan for oneself, licence
 * keys for a reseller (at their discount), or a donation of the amount typed, in USD.
 */
export const createOrderRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('subscription'),
      package: packageSchema,
      months: monthsSchema,
      method: methodSchema,
    }),
    z.strictObject({
      kind: z.literal('keys'),
      package: packageSchema,
      months: monthsSchema,
      quantity: z
        .number('QUANTITY_INVALID')
        .int('QUANTITY_INVALID')
        .min(KEY_PURCHASE_LIMITS.minQuantity, 'QUANTITY_INVALID')
        .max(KEY_PURCHASE_LIMITS.maxQuantity, 'QUANTITY_INVALID'),
      method: methodSchema,
    }),
    z.strictObject({
      kind: z.literal('donation'),
      amountUsd: z
        .number('AMOUNT_INVALID')
        .min(DONATION_LIMITS_USD.min, 'AMOUNT_INVALID')
        .max(DONATION_LIMITS_USD.max, 'AMOUNT_INVALID')
        .refine((amount) => Number.isInteger(Number((amount * 100).toFixed(6))), 'AMOUNT_INVALID'),
      /** The donor asks for a legal e-invoice (a plan or keys always get one); only where the portal issues them. */
      wantsEInvoice: z.boolean('E_INVOICE_CHOICE_INVALID').default(false),
    }),
  ],
  'KIND_INVALID',
);
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

export const orderIdParamsSchema = z.object({ id: z.string().regex(/^[0-9A-Fa-f]{12}$/, 'NOT_FOUND') });

/** Where and how to pay an open bank-transfer order. */
export const bankTransferSchema = z.object({
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  /** The transfer content: the order's id. */
  content: z.string(),
  /** The VietQR payload banking apps scan. */
  vietQr: z.string(),
});

export const orderSchema = z.object({
  id: z.string(),
  kind: z.enum(ORDER_KINDS),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(ORDER_STATUSES),
  currency: z.enum(['USD', 'VND']),
  /** Minor units: cents, or whole dong. */
  amount: z.number().int(),
  accountType: z.number().int().nullable(),
  months: z.number().int().nullable(),
  quantity: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  expiresAt: z.string(),
  confirmedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  bankTransfer: bankTransferSchema.nullable(),
  /** Given when it was paid (`2026-000123`); null before. */
  receiptNumber: z.string().nullable(),
  /** The buyer's company as it was when the order was paid; every field null before then. */
  buyerCompany: companyDetailsSchema,
});
export type Order = z.infer<typeof orderSchema>;

export const orderListQuerySchema = pageQuerySchema.extend({
  status: z.enum(ORDER_STATUSES).optional(),
  kind: z.enum(ORDER_KINDS).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  /** Days (YYYY-MM-DD, UTC), both included. */
  from: daySchema.optional(),
  to: daySchema.optional(),
  /**
   * An order ID or its start, a customer e-mail or its start, or a transfer content as the bank
   * reports it (the ID somewhere in it); any case. Blank finds every order.
   */
  search: safeText()
    .trim()
    .max(200, 'TOO_LONG')
    .regex(/^[^\p{Cc}\p{Cf}\p{Co}\p{Cn}]*$/u, 'TEXT_INVALID')
    .optional(),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const cancelOrderRequestSchema = z.strictObject({ reason: paragraphOfText(500) });
