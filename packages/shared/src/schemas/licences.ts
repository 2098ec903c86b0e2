import { z } from 'zod';
import type { LicenceClaims } from '../domain/licensing.js';
import { PACKAGE_FEATURES } from '../domain/packages.js';
import type { RoleCode } from '../domain/roles.js';
import { machineDescriptionSchema } from './device.js';
import { safeText } from './validation.js';

/** One public key of the licence signing ring: Ed25519, as a JWK (RFC 8037). */
export const licencePublicKeySchema = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string(),
  kid: z.string(),
  alg: z.literal('EdDSA'),
  use: z.literal('sig'),
});

/** The JWK set at /.well-known/oneclick-licence-keys.json. */
export const licencePublicKeysSchema = z.object({ keys: z.array(licencePublicKeySchema) });

export type LicencePublicKey = z.infer<typeof licencePublicKeySchema>;
export type LicencePublicKeys = z.infer<typeof licencePublicKeysSchema>;

/** A signed licence's payload as the software reads it: anything without these fields is no licence. */
export const licenceClaimsSchema = z.object({
  sub: z.string(),
  accountType: z.number().int() as unknown as z.ZodType<RoleCode>,
  planExpiresAt: z.number().int().nullable(),
  features: z.array(z.enum(PACKAGE_FEATURES)),
  fingerprint: z.string(),
  nonce: z.string(),
  /** The portal's clock when it signed: the software's only trusted time. */
  iat: z.number().int(),
  validUntil: z.number().int(),
}) satisfies z.ZodType<LicenceClaims>;

/** What the extension sends to activate or check in: its machine and a fresh nonce. */
export const licenceRequestSchema = machineDescriptionSchema.extend({
  /** Random, new for every request: the licence must carry it back (no replay). */
  nonce: safeText()
    .min(16, 'TEXT_INVALID')
    .max(200, 'TOO_LONG')
    .regex(/^[\w.~+/=-]+$/, 'TEXT_INVALID'),
});
export type LicenceRequest = z.infer<typeof licenceRequestSchema>;

/** A machine holding a seat. */
export const machineSchema = z.object({
  id: z.uuid(),
  hostname: z.string(),
  os: z.string(),
  version: z.string(),
  activatedAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
});
export type Machine = z.infer<typeof machineSchema>;

export const licenceResponseSchema = z.object({
  /** The signed licence (compact JWS): docs/licence-api.md. */
  licence: z.string(),
  machine: machineSchema,
});
export type LicenceResponse = z.infer<typeof licenceResponseSchema>;

/**
 * A machine on the account's list: the oldest machines hold the plan's seats; the others lost
 * theirs when the plan shrank, and get no licence until seats are freed or the plan grows.
 */
export const listedMachineSchema = machineSchema.extend({ holdsSeat: z.boolean() });
export type ListedMachine = z.infer<typeof listedMachineSchema>;

export const machineListSchema = z.object({ machines: z.array(listedMachineSchema), seats: z.number().int() });
export type MachineList = z.infer<typeof machineListSchema>;
