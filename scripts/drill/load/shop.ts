/** The shop the set-up builds and the journeys use: accounts, sessions, keys, and the limits to stay under. */
import { API_PREFIX, type Language, pathOf } from '@oneclick/shared';
import type { LoadSettings } from '../protocol.js';
import type { Allowance } from './allowance.js';
import type { Client } from './http.js';
import type { Mailbox } from './mailbox.js';
import type { Recorder } from './recorder.js';

export const PASSWORD = 'cedar cabinet doors 24';

/** The portal's rate limits the load meets, as the server sets them (file under apps/server/src/modules/). */
export const LIMITS = {
  /** auth/register-user.ts: per address. */
  registrations: { limit: 20, windowSeconds: 3600 },
  /** auth/log-in.ts: per address, for browsers without the account's device cookie (the load keeps none). */
  logins: { limit: 100, windowSeconds: 15 * 60 },
  /** orders/create-order.ts: per customer. */
  orders: { limit: 20, windowSeconds: 3600 },
  /** licence-keys/redeem-licence-key.ts: per staff account, and per address. */
  redemptionsPerAccount: { limit: 30, windowSeconds: 10 * 60 },
  redemptionsPerAddress: { limit: 100, windowSeconds: 10 * 60 },
};

export interface Buyer {
  email: string;
  cookie: string;
  orders: Allowance;
}

export interface Reseller {
  email: string;
  cookie: string;
  /** Unused keys, as the portal stores them (upper case, no dashes); a key handed out is never handed out again. */
  keys: string[];
  redemptions: Allowance;
}

export interface Shop {
  settings: LoadSettings;
  recorder: Recorder;
  mailbox: Mailbox;
  /** Tells this run's accounts, posts and transfers from any other's. */
  runId: string;
  /** The super admin, who proved a second factor in this session: an editor of every language. */
  adminCookie: string;
  categoryIds: Record<Language, string>;
  /** Customers who pay for Pro, by PayPal or bank transfer. */
  buyers: Buyer[];
  /** Verified customers who log in and whom resellers activate; the load's verified registrations join them. */
  clients: string[];
  resellers: Reseller[];
  /** Sessions made on each process before the load, checked through nginx at the end. */
  keptSessions: { processUrl: string; cookie: string }[];
  /** The bank-notification service: a client of its own. */
  bank: Client;
}

/** The address of an API route (`routes.<module>.<operation>.path`) on `base`, nginx unless told. */
export function apiUrl(
  shop: Pick<Shop, 'settings'>,
  route: { path: string },
  params: Record<string, string> = {},
  base = shop.settings.baseUrl,
): string {
  return `${base}${API_PREFIX}${pathOf(route.path, params)}`;
}

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A buyer who may still order under the portal's limit, spending that order; undefined when few may. */
export function buyerWhoMayOrder(shop: Shop): Buyer | undefined {
  for (let tries = 0; tries < 5; tries += 1) {
    const buyer = pick(shop.buyers);
    if (buyer.orders.take()) return buyer;
  }
  return undefined;
}
