import { z } from 'zod';
import { normalizePersonalId } from '../domain/e-invoices.js';
import { normalizeTaxCode } from '../domain/receipts.js';
import { optionalLineOfText, safeText } from './validation.js';

/** One line that may be left empty: '' clears the field (stored as null). */
const optionalLine = (max: number) => optionalLineOfText(max).transform((value) => value || null);

/** A Vietnamese tax code as typed, stored in its canonical form; '' clears it. */
export const taxCodeSchema = safeText()
  .trim()
  .max(40, 'TAX_CODE_INVALID')
  .refine((value) => value === '' || normalizeTaxCode(value) !== null, 'TAX_CODE_INVALID')
  .transform((value) => (value === '' ? null : normalizeTaxCode(value)));

/** A 12-digit personal identification number as typed (spaces and dots dropped); '' clears it. */
export const personalIdSchema = safeText()
  .trim()
  .max(20, 'PERSONAL_ID_INVALID')
  .refine((value) => value === '' || normalizePersonalId(value) !== null, 'PERSONAL_ID_INVALID')
  .transform((value) => (value === '' ? null : normalizePersonalId(value)));

/**
 * The company a customer's receipts are made out to (issue 29), from /profile or the invoice
 * before paying. Every field may be empty; a tax code or an address needs the company's name.
 */
export const companyDetailsRequestSchema = z
  .strictObject({
    companyName: optionalLine(200),
    companyAddress: optionalLine(300),
    taxCode: taxCodeSchema,
    /** An individual's personal identification number for their e-invoices; left out, it stays as it is. */
    personalId: personalIdSchema.optional(),
  })
  .refine((company) => company.companyName !== null || (company.taxCode === null && company.companyAddress === null), {
    message: 'REQUIRED',
    path: ['companyName'],
  });
export type CompanyDetailsRequest = z.input<typeof companyDetailsRequestSchema>;

export const companyDetailsSchema = z.object({
  companyName: z.string().nullable(),
  companyAddress: z.string().nullable(),
  taxCode: z.string().nullable(),
  personalId: z.string().nullable(),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

/** The seller a receipt names, from the server's configuration; null where it is not configured. */
export const sellerDetailsSchema = z.object({
  legalName: z.string().nullable(),
  address: z.string().nullable(),
  taxCode: z.string().nullable(),
});
