import { type LicencePublicKeys, licencePublicKeysSchema } from '@oneclick/shared';
import released from './release-pins.json' with { type: 'json' };

/**
 * What the software trusts without asking anyone: the portal's origin and the portal's public
 * licence keys on release day. Built in, never read from the state it keeps between runs.
 */
export interface Pins {
  origin: string;
  keys: LicencePublicKeys;
}

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** The origin of a portal URL: https, or http on this very machine only (tests, development). */
export function pinnedOrigin(url: string): string {
  const parsed = new URL(url);
  const local = parsed.protocol === 'http:' && LOOPBACK_HOSTS.includes(parsed.hostname);
  if (parsed.protocol !== 'https:' && !local) {
    throw new Error(`The portal is pinned by its https origin, not ${parsed.origin}.`);
  }
  return parsed.origin;
}

/** Pins as `cli.ts pin` writes them: `{ "origin": "https://…", "keys": <the JWK set> }`. */
export function parsePins(value: unknown): Pins {
  const { origin, keys } = (value ?? {}) as Partial<Record<keyof Pins, unknown>>;
  if (typeof origin !== 'string') throw new Error('Pins name the portal by its origin.');
  return { origin: pinnedOrigin(origin), keys: licencePublicKeysSchema.parse(keys) };
}

/** The release's pins: `cli.ts pin --portal <the portal> --out src/release-pins.json` on release day. */
export const RELEASE_PINS: Pins = parsePins(released);
