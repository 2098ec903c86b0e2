import { z } from 'zod';
import { ROLE_CODES, type RoleCode } from '../domain/roles.js';

/** Codes a field can fail with; the web translates them (`common:validation.<CODE>`). */
export const VALIDATION_CODES = [
  'REQUIRED',
  'EMAIL_INVALID',
  'TOO_LONG',
  'NAME_INVALID',
  'COUNTRY_INVALID',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'PASSWORD_WRONG',
  'PASSWORDS_DIFFER',
  'TEXT_INVALID',
  'YOUTUBE_URL_INVALID',
  'CATEGORY_INVALID',
  'KEY_INVALID',
  'QUANTITY_INVALID',
  'MONTHS_INVALID',
  'PACKAGE_INVALID',
  'ROLE_INVALID',
  'COMMISSION_INVALID',
  'APPLICANT_NAME_REQUIRED',
  'APPLICANT_EMAIL_REQUIRED',
  'APPLICANT_COUNTRY_REQUIRED',
  'PHONE_INVALID',
  'METHOD_INVALID',
  'VERSION_INVALID',
  'DATE_INVALID',
  'DATE_OUT_OF_RANGE',
  'CODE_INVALID',
  'ORDER_ID_INVALID',
  'ACTION_INVALID',
  'KEY_START_INVALID',
  'TAX_CODE_INVALID',
  'PERSONAL_ID_INVALID',
] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

/**
 * Any text a request carries: well-formed Unicode without NUL, which PostgreSQL's text and
 * jsonb cannot hold (a lone UTF-16 surrogate would otherwise reach the database and fail there).
 * Every string field of a request schema starts from it.
 */
export function safeText(missing: ValidationCode = 'REQUIRED') {
  return z.string(missing).refine((value) => !/[\p{Cs}\0]/u.test(value), 'TEXT_INVALID');
}

/** One line of text: no control characters and no angle brackets (it is never HTML). */
export function lineOfText(max: number) {
  return optionalLineOfText(max).min(1, 'REQUIRED');
}

/** The same line, which may be left empty (''). */
export function optionalLineOfText(max: number) {
  return safeText()
    .trim()
    .max(max, 'TOO_LONG')
    .regex(/^[^\p{Cc}\p{Cf}\p{Co}\p{Cn}<>]*$/u, 'TEXT_INVALID');
}

const PARAGRAPH = /^(?:[^\p{Cc}\p{Cf}\p{Co}\p{Cn}]|[\n\t])*$/u;

/** A paragraph: like a line, but newlines and tabs are allowed, and so are < and > (shown as text). */
export function paragraphOfText(max: number) {
  return safeText().trim().min(1, 'REQUIRED').max(max, 'TOO_LONG').regex(PARAGRAPH, 'TEXT_INVALID');
}

/** A paragraph that may be left empty (''). */
export function optionalParagraphOfText(max: number) {
  return safeText().trim().max(max, 'TOO_LONG').regex(PARAGRAPH, 'TEXT_INVALID').default('');
}

/** The first and the last day a request may name: the business's records all fall between them. */
export const EARLIEST_DAY = '2000-01-01';
export const LATEST_DAY = '2100-12-31';

/**
 * A day (YYYY-MM-DD) from EARLIEST_DAY to LATEST_DAY: every date a request carries. Further out,
 * the instants the server works out fail in PostgreSQL, which has no year 0 and reads no year 10000.
 */
export const daySchema = z.iso
  .date('DATE_INVALID')
  .refine((day) => day >= EARLIEST_DAY && day <= LATEST_DAY, 'DATE_OUT_OF_RANGE');

/** A role or account-type code in an answer: one of the spec's codes, typed as such. */
export const roleCodeSchema = z.union(ROLE_CODES.map((code) => z.literal(code))) as unknown as z.ZodType<RoleCode>;
