import { z } from 'zod';
import { COUNTRY_CODES } from '../domain/countries.js';
import { EDITOR_SCOPES } from '../domain/editor-scopes.js';
import { LANGUAGES } from '../domain/languages.js';
import { companyDetailsSchema } from './receipts.js';
import { roleCodeSchema, safeText } from './validation.js';

/**
 * Request and response shapes of the accounts API. Messages are validation codes
 * (schemas/validation.ts) that the web translates. Request objects are strict: an unknown field
 * (a role, a reseller flag, an expiry...) is refused, never silently applied.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = safeText()
  .trim()
  .min(1, 'REQUIRED')
  .max(254, 'TOO_LONG')
  .pipe(z.email('EMAIL_INVALID'))
  .transform((email) => email.toLowerCase());

export const newPasswordSchema = safeText()
  .min(PASSWORD_MIN_LENGTH, 'PASSWORD_TOO_SHORT')
  .max(PASSWORD_MAX_LENGTH, 'PASSWORD_TOO_LONG');

/** A password being checked, not chosen: any length up to a bound, so old passwords still work. */
const givenPasswordSchema = safeText().min(1, 'REQUIRED').max(1024, 'TOO_LONG');

export const nameSchema = safeText()
  .trim()
  .min(1, 'REQUIRED')
  .max(100, 'NAME_INVALID')
  .regex(/^[^\p{Cc}\p{Cf}\p{Co}\p{Cn}<>]*$/u, 'NAME_INVALID');

const tokenSchema = safeText().min(1, 'REQUIRED').max(200, 'TOO_LONG');

function samePasswords(data: { password: string; password2: string }) {
  return data.password === data.password2;
}
const passwordsDiffer = { message: 'PASSWORDS_DIFFER', path: ['password2'] };

export const registerRequestSchema = z
  .strictObject({
    name: nameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    password2: safeText(),
    country: z.enum(COUNTRY_CODES, 'COUNTRY_INVALID'),
    language: z.enum(LANGUAGES),
  })
  .refine(samePasswords, passwordsDiffer);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.strictObject({ email: emailSchema, password: givenPasswordSchema });
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const emailRequestSchema = z.strictObject({ email: emailSchema });
export type EmailRequest = z.input<typeof emailRequestSchema>;

export const tokenRequestSchema = z.strictObject({ token: tokenSchema });

/** The one-time links a page takes and checks before showing its form. */
export const CHECKABLE_LINKS = ['reset_password', 'setup_admin'] as const;
export type CheckableLink = (typeof CHECKABLE_LINKS)[number];
export const linkCheckRequestSchema = z.strictObject({ purpose: z.enum(CHECKABLE_LINKS), token: tokenSchema });
export type LinkCheckRequest = z.input<typeof linkCheckRequestSchema>;

export const changePasswordRequestSchema = z
  .strictObject({
    currentPassword: givenPasswordSchema,
    password: newPasswordSchema,
    password2: safeText(),
    /** Leave the software signed in on the account's computers; by default they are signed out. */
    keepDevices: z.boolean().default(false),
  })
  .refine(samePasswords, passwordsDiffer);
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .strictObject({ token: tokenSchema, password: newPasswordSchema, password2: safeText() })
  .refine(samePasswords, passwordsDiffer);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const setupAdminRequestSchema = z
  .strictObject({
    token: tokenSchema,
    name: nameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    password2: safeText(),
  })
  .refine(samePasswords, passwordsDiffer);
export type SetupAdminRequest = z.input<typeof setupAdminRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: roleCodeSchema,
  /** The role that counts now: a paid type past its expiry is Free (4). */
  effectiveRole: roleCodeSchema,
  expiresAt: z.string().nullable(),
  country: z.string().nullable(),
  language: z.enum(LANGUAGES),
  isReseller: z.boolean(),
  commissionRate: z.number().nullable(),
  editor: z.enum(EDITOR_SCOPES).nullable(),
  /** This session proved a second factor; admins (roles 0 and 1) need one for staff work. */
  secondFactor: z.boolean(),
  /** The company receipts are made out to (issue 29); null fields were not given. */
  company: companyDetailsSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const oauthProviderParamsSchema = z.object({ provider: z.enum(OAUTH_PROVIDERS) });

/** The language the account is made in, when the sign-in creates one. */
export const oauthStartQuerySchema = z.object({ language: z.string().max(10).optional() });
