import type { Config } from '../../config.js';

/** Who passkeys are for: the portal's host (the WebAuthn RP ID) and the origin its pages run on. */
export function relyingParty(config: Config): { name: string; id: string; origin: string } {
  const url = new URL(config.publicUrl);
  return { name: 'OneClick Portal', id: url.hostname, origin: url.origin };
}
