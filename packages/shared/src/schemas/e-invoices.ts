import { z } from 'zod';
import { E_INVOICE_KINDS, E_INVOICE_STATUSES } from '../domain/e-invoices.js';
import { pageQuerySchema } from './common.js';
import { personalIdSchema, taxCodeSchema } from './receipts.js';
import { optionalLineOfText, safeText } from './validation.js';

/** Why an invoice is not issued yet: no rate for its day, its original not issued yet, the provider out of reach, or refused by it. */
export const E_INVOICE_PROBLEMS = [
  'NO_EXCHANGE_RATE',
  'WAITS_FOR_ORIGINAL',
  'PROVIDER_UNAVAILABLE',
  'PROVIDER_REFUSED',
] as const;
export type EInvoiceProblem = (typeof E_INVOICE_PROBLEMS)[number];

/** A legal e-invoice as the admins' E-invoices section lists it. */
export const eInvoiceSchema = z.object({
  id: z.uuid(),
  orderId: z.string(),
  kind: z.enum(E_INVOICE_KINDS),
  /** The invoice this one corrects; null for an original. */
  correctsId: z.uuid().nullable(),
  status: z.enum(E_INVOICE_STATUSES),
  invoiceNo: z.string().nullable(),
  /** The buyer's code to look it up at the provider. */
  lookupCode: z.string().nullable(),
  templateCode: z.string().nullable(),
  series: z.string().nullable(),
  issuedAt: z.string().nullable(),
  createdAt: z.string(),
  attempts: z.number().int(),
  problem: z.enum(E_INVOICE_PROBLEMS).nullable(),
  /** The provider's words, or the day whose exchange rate is missing. */
  problemDetail: z.string().nullable(),
  /** The buyer the invoice names: the order's, or as a correction corrected them. */
  buyer: z.object({
    name: z.string(),
    email: z.string(),
    legalName: z.string().nullable(),
    address: z.string().nullable(),
    taxCode: z.string().nullable(),
    personalId: z.string().nullable(),
  }),
  /** What the order cost, in minor units of its currency. */
  amount: z.number().int(),
  currency: z.string(),
});
export type EInvoice = z.infer<typeof eInvoiceSchema>;

/** The section's filters: an order id, a buyer's name, e-mail or tax code, or an invoice number; a status. */
export const eInvoiceListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(E_INVOICE_STATUSES).optional(),
});
export type EInvoiceListQuery = z.input<typeof eInvoiceListQuerySchema>;

/** A buyer's own invoice, as their profile lists it under the order. */
export const myEInvoiceSchema = eInvoiceSchema.pick({
  id: true,
  orderId: true,
  kind: true,
  status: true,
  invoiceNo: true,
  lookupCode: true,
  issuedAt: true,
});
export type MyEInvoice = z.infer<typeof myEInvoiceSchema>;

export const E_INVOICE_FILE_TYPES = ['pdf', 'xml'] as const;
export type EInvoiceFileType = (typeof E_INVOICE_FILE_TYPES)[number];
export const eInvoiceFileQuerySchema = z.object({ type: z.enum(E_INVOICE_FILE_TYPES) });

/** Dong per US dollar on a day of the business's calendar, as the admins set it. */
export const exchangeRateSchema = z.object({
  day: z.iso.date(),
  vndPerUsd: z.number().int(),
  setAt: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** The rates set lately, and the days USD orders' invoices wait for. */
export const exchangeRatesSchema = z.object({
  items: z.array(exchangeRateSchema),
  waitingDays: z.array(z.iso.date()),
});
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

export const exchangeRateParamsSchema = z.object({ day: z.iso.date('VALIDATION_FAILED') });
export const setExchangeRateRequestSchema = z.strictObject({
  vndPerUsd: z.number().int().min(1_000).max(1_000_000),
});
export type SetExchangeRateRequest = z.infer<typeof setExchangeRateRequestSchema>;

/**
 * A wrong buyer detail corrected the legal way (Decree 70): a replacement invoice, or an adjustment
 * of the information, on a written agreement with the buyer, naming the buyer as they should be.
 */
export const correctEInvoiceRequestSchema = z.strictObject({
  kind: z.enum(['replacement', 'information']),
  agreementReference: safeText().trim().min(1, 'REQUIRED').max(200),
  agreementDate: z.iso.date(),
  buyer: z
    .strictObject({
      name: safeText().trim().min(1, 'REQUIRED').max(200),
      legalName: optionalLineOfText(200).transform((value) => value || null),
      address: optionalLineOfText(300).transform((value) => value || null),
      taxCode: taxCodeSchema,
      personalId: personalIdSchema,
    })
    // A tax code names a company: the invoice must give its legal name too (the provider refuses it without).
    .refine((buyer) => buyer.taxCode === null || buyer.legalName !== null, {
      message: 'REQUIRED',
      path: ['legalName'],
    }),
});
export type CorrectEInvoiceRequest = z.input<typeof correctEInvoiceRequestSchema>;
