import { z } from 'zod';
import { normaliseUserCode, USER_CODE_LENGTH } from '../domain/licensing.js';
import { lineOfText, safeText } from './validation.js';

/** How the extension describes the machine it runs on; shown to the user who approves it. */
export const machineDescriptionSchema = z.object({
  /** Stable per machine, computed by the extension; a hash, never raw hardware serials. */
  fingerprint: safeText()
    .min(8, 'TEXT_INVALID')
    .max(200, 'TOO_LONG')
    .regex(/^[\w.:+/=-]+$/, 'TEXT_INVALID'),
  hostname: lineOfText(100),
  os: lineOfText(100),
  version: lineOfText(50),
});
export type MachineDescription = z.infer<typeof machineDescriptionSchema>;

/** RFC 8628 §3.1, as JSON: the machine asks for a code. */
export const deviceAuthorizeRequestSchema = machineDescriptionSchema;

/** RFC 8628 §3.2. */
export const deviceAuthorizeResponseSchema = z.object({
  device_code: z.string(),
  user_code: z.string(),
  verification_uri: z.string(),
  verification_uri_complete: z.string(),
  expires_in: z.number().int(),
  interval: z.number().int(),
});
export type DeviceAuthorizeResponse = z.infer<typeof deviceAuthorizeResponseSchema>;

/** RFC 8628 §3.4, as JSON (the grant type is implied by the path). */
export const deviceTokenRequestSchema = z.object({ device_code: safeText().min(1, 'REQUIRED').max(200, 'TOO_LONG') });

/** RFC 8628 §3.5 on success: the device token, bound to the user and the machine. */
export const deviceTokenResponseSchema = z.object({ access_token: z.string(), token_type: z.literal('Bearer') });

export const DEVICE_TOKEN_ERRORS = [
  'authorization_pending',
  'slow_down',
  'access_denied',
  'expired_token',
  'invalid_grant',
] as const;
export type DeviceTokenError = (typeof DEVICE_TOKEN_ERRORS)[number];

/**
 * RFC 8628 §3.5 on refusal: the RFC's `error`, beside the portal's own code and message (a body
 * the portal cannot read answers its usual envelope, without `error`).
 */
export const deviceTokenErrorSchema = z.object({
  error: z.enum(DEVICE_TOKEN_ERRORS).optional(),
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});

export const userCodeSchema = safeText()
  .max(20, 'TOO_LONG')
  .transform(normaliseUserCode)
  .pipe(z.string().length(USER_CODE_LENGTH, 'TEXT_INVALID'));

export const deviceRequestParamsSchema = z.object({ userCode: userCodeSchema });

/** What the /device page shows before the user approves: which machine asks. */
export const deviceRequestSchema = z.object({
  userCode: z.string(),
  hostname: z.string(),
  os: z.string(),
  version: z.string(),
  expiresAt: z.iso.datetime(),
  /** The seats of the approver's plan today (decision 022). */
  seats: z.number().int(),
  /**
   * Whether this machine finds a seat once approved: it holds one already, or one is free. When
   * false, approving is refused (SEATS_FULL) until the user frees a seat.
   */
  seatAvailable: z.boolean(),
});
export type DeviceRequest = z.infer<typeof deviceRequestSchema>;

export const DEVICE_DECISIONS = ['approve', 'deny'] as const;
export const deviceDecisionRequestSchema = z.object({
  userCode: userCodeSchema,
  decision: z.enum(DEVICE_DECISIONS),
});
export type DeviceDecisionRequest = z.input<typeof deviceDecisionRequestSchema>;
