import { z } from 'zod';
import {
  normaliseRecoveryCode,
  normaliseTotpCode,
  SECOND_FACTOR_METHODS,
  TOTP_DIGITS,
} from '../domain/second-factor.js';
import { sessionUserSchema } from './auth.js';
import { lineOfText, safeText } from './validation.js';

/**
 * Second factors (TOTP and passkeys): enrolment from the profile, the second step of signing
 * in, and a super admin's reset. Passkey options and answers are WebAuthn's JSON, checked by the
 * server's WebAuthn library; here only their size and outer shape.
 */

export const secondFactorMethodSchema = z.enum(SECOND_FACTOR_METHODS);

/** A login answers the user, or (password right, second factor still due) which methods may finish it. */
export const loginResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  secondFactor: z.array(secondFactorMethodSchema).nullable(),
});

export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

export const secondFactorStatusSchema = z.object({
  /** The account must have one (roles 0 and 1). */
  required: z.boolean(),
  totp: z.boolean(),
  passkeys: z.array(passkeySummarySchema),
  recoveryCodesLeft: z.number().int(),
  /**
   * An admin account's first second factor needs the e-mailed setup link opened in this session
   * first: a password alone cannot add one.
   */
  setupLinkNeeded: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** A new authenticator app's secret, to scan as a QR code or type. */
export const totpEnrolmentSchema = z.object({ secret: z.string(), uri: z.string() });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const totpCodeSchema = safeText()
  .min(1, 'REQUIRED')
  .max(20, 'CODE_INVALID')
  .transform(normaliseTotpCode)
  .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), 'CODE_INVALID'));

export const totpCodeRequestSchema = z.strictObject({ code: totpCodeSchema });

/** The second step: an authenticator's code, or one of the recovery codes. */
export const secondFactorCodeRequestSchema = z.strictObject({
  code: safeText().min(1, 'REQUIRED').max(30, 'CODE_INVALID'),
});

export const recoveryCodeSchema = safeText().max(30).transform(normaliseRecoveryCode);

export const recoveryCodesSchema = z.object({ codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** WebAuthn options for the browser (SimpleWebAuthn's JSON), passed through untouched. */
export const webauthnOptionsSchema = z.record(z.string(), z.unknown());

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[\w-]*$/, 'TEXT_INVALID');

/** What the browser's authenticator answered, as @simplewebauthn/browser sends it. */
export const webauthnAnswerSchema = z.looseObject({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
});
export type WebauthnAnswer = z.input<typeof webauthnAnswerSchema>;

export const addPasskeyRequestSchema = z.strictObject({
  name: lineOfText(60),
  answer: webauthnAnswerSchema,
});

export const passkeySignInRequestSchema = z.strictObject({ answer: webauthnAnswerSchema });
