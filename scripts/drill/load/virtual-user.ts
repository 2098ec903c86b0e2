/** A virtual user: one browser, from a loopback address of its own, with that address's share of the portal's limits. */
import { Allowance } from './allowance.js';
import { Client, loopbackAddress } from './http.js';
import { LIMITS, type Shop } from './shop.js';

export interface VirtualUser {
  client: Client;
  registrations: Allowance;
  logins: Allowance;
  redemptions: Allowance;
  /** When the timed load ends (epoch ms): waits (for an e-mail) stop there. */
  endsAt: number;
}

/** `addressBlock`: the second byte of the users' addresses, fresh for each part of the load, so are their limits. */
export function virtualUser(shop: Shop, n: number, endsAt: number, seconds: number, addressBlock: number): VirtualUser {
  return {
    client: new Client(shop.recorder, loopbackAddress(addressBlock, n), shop.settings.baseUrl),
    registrations: new Allowance(LIMITS.registrations, 2, seconds),
    logins: new Allowance(LIMITS.logins, 2, seconds),
    redemptions: new Allowance(LIMITS.redemptionsPerAddress, 2, seconds),
    endsAt,
  };
}

/** How a journey went: `skipped` when no account or allowance was left for it (the user browses instead). */
export type Outcome = 'done' | 'failed' | 'skipped';

export type Journey = (shop: Shop, user: VirtualUser) => Promise<Outcome>;
