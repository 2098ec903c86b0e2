import { randomBytes } from 'node:crypto';
import {
  type DeviceAuthorizeResponse,
  type LicenceClaims,
  type LicencePublicKey,
  type LicencePublicKeys,
  licencePublicKeysSchema,
  type MachineDescription,
} from '@oneclick/shared';
import { decodeProtectedHeader, type JSONWebKeySet } from 'jose';
import { activate, checkIn, fetchPublicKeys, startSignIn, waitForDeviceToken } from './licence-api.js';
import { pinnedOrigin, RELEASE_PINS } from './pins.js';
import { assertInForce, LicenceRefused, verifyKeptLicence, verifyLicence } from './verify-licence.js';

export interface LicenceClientOptions {
  /** The portal's origin: https (or http on this machine, for tests). The release's by default. */
  origin?: string;
  /** The portal's public keys on release day, the release's by default: trusted, never replaced. */
  pinnedKeys?: LicencePublicKeys;
}

/** What the software keeps between runs: its device token and the last licence the portal signed. */
export interface KeptState {
  token: string;
  licence: string;
}

/** A licence verified and in force now, and the state to keep. */
export interface Licensed {
  claims: LicenceClaims;
  kept: KeptState;
}

function keyIdOf(licence: string): string | undefined {
  try {
    return decodeProtectedHeader(licence).kid;
  } catch {
    return undefined;
  }
}

function isKeptState(value: unknown): value is KeptState {
  const { token, licence } = (value ?? {}) as Partial<Record<keyof KeptState, unknown>>;
  return typeof token === 'string' && token !== '' && typeof licence === 'string' && licence !== '';
}

/**
 * What the extension does, pinned to one portal: it talks to the pinned origin only, trusts the
 * pinned keys, and fetches the portal's key set (from that origin) only for a key id it does not
 * know; a fetched key never stands in for a pinned one. Nothing it keeps between runs can move it
 * to another portal or another key.
 */
export class LicenceClient {
  readonly origin: string;
  readonly #pinned: readonly LicencePublicKey[];
  /** Keys the pinned portal served for key ids the pinned set lacks (a rotation): for this run only. */
  #fetched: readonly LicencePublicKey[] = [];

  constructor({ origin = RELEASE_PINS.origin, pinnedKeys = RELEASE_PINS.keys }: LicenceClientOptions = {}) {
    this.origin = pinnedOrigin(origin);
    this.#pinned = licencePublicKeysSchema.parse(pinnedKeys).keys;
  }

  /** RFC 8628 §3.1: the codes to show the user. */
  startSignIn(machine: MachineDescription): Promise<DeviceAuthorizeResponse> {
    return startSignIn(this.origin, machine);
  }

  /** RFC 8628 §3.4: the device token once the user approves. */
  waitForDeviceToken(
    authorization: Pick<DeviceAuthorizeResponse, 'device_code' | 'interval'>,
    sleep?: (ms: number) => Promise<void>,
  ): Promise<string> {
    return waitForDeviceToken(this.origin, authorization, sleep);
  }

  /** Takes the machine's seat (or keeps its own) and verifies the licence that answers. */
  activate(token: string, machine: MachineDescription, now?: Date): Promise<Licensed> {
    return this.#licensed(activate, token, machine, now);
  }

  /** Renews the machine's licence and verifies it. */
  checkIn(token: string, machine: MachineDescription, now?: Date): Promise<Licensed> {
    return this.#licensed(checkIn, token, machine, now);
  }

  /**
   * Whether the kept state lets the software run now without the portal: its licence verified
   * again (signed by a trusted key, unaltered, this machine's) and in force by the clock. Any
   * refusal (LicenceRefused) means: check in.
   */
  async useKept(kept: unknown, fingerprint: string, now: Date = new Date()): Promise<LicenceClaims> {
    if (!isKeptState(kept)) throw new LicenceRefused('BAD_STATE');
    const claims = await verifyKeptLicence(kept.licence, await this.#keysFor(kept.licence), fingerprint);
    assertInForce(claims, now);
    return claims;
  }

  async #licensed(
    step: typeof activate,
    token: string,
    machine: MachineDescription,
    now: Date = new Date(),
  ): Promise<Licensed> {
    const nonce = randomBytes(16).toString('hex');
    const { licence } = await step(this.origin, token, { ...machine, nonce });
    const claims = await verifyLicence(licence, await this.#keysFor(licence), {
      nonce,
      fingerprint: machine.fingerprint,
    });
    assertInForce(claims, now);
    return { claims, kept: { token, licence } };
  }

  /** The trusted key a licence names: pinned, or else served by the pinned portal for a new key id. */
  async #keysFor(licence: string): Promise<JSONWebKeySet> {
    const kid = keyIdOf(licence);
    if (kid === undefined) return { keys: [] };
    const named = (keys: readonly LicencePublicKey[]) => ({ keys: keys.filter((key) => key.kid === kid) });
    const known = named([...this.#pinned, ...this.#fetched]);
    if (known.keys.length > 0) return known;
    const pinnedIds = new Set(this.#pinned.map((key) => key.kid));
    const served = licencePublicKeysSchema.parse(await fetchPublicKeys(this.origin));
    this.#fetched = served.keys.filter((key) => !pinnedIds.has(key.kid));
    return named(this.#fetched);
  }
}
