/** The timed load: each virtual user picks journeys by weight, with a pause between them, until the time is up. */
import { setTimeout as sleep } from 'node:timers/promises';
import { browse } from './journeys/browse.js';
import { buyWithPaypal } from './journeys/buy-with-paypal.js';
import { exportSales } from './journeys/export-sales.js';
import { logIn } from './journeys/log-in.js';
import { payByBankTransfer } from './journeys/pay-by-bank-transfer.js';
import { redeemKey } from './journeys/redeem-key.js';
import { register } from './journeys/register.js';
import { writePost } from './journeys/write-post.js';
import type { Shop } from './shop.js';
import { type Journey, type VirtualUser, virtualUser } from './virtual-user.js';

/**
 * In a thousand journeys: mostly visitors reading; each kind of write a minority, yet with 200
 * users (about 130 journeys a second) every kind comes dozens of times a minute.
 */
const MIX: { journey: Journey; weight: number }[] = [
  { journey: browse, weight: 885 },
  { journey: logIn, weight: 20 },
  { journey: register, weight: 15 },
  { journey: buyWithPaypal, weight: 20 },
  { journey: payByBankTransfer, weight: 20 },
  { journey: redeemKey, weight: 20 },
  { journey: writePost, weight: 15 },
  { journey: exportSales, weight: 5 },
];
const TOTAL_WEIGHT = MIX.reduce((sum, { weight }) => sum + weight, 0);
/** A person reads a page before the next; at least the pause a failed step deserves before trying on. */
const THINK_MS = { min: 500, max: 2500 };
/** The users start over the first second, not all at once. */
const START_SPREAD_MS = 1000;

function pickJourney(): Journey {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const { journey, weight } of MIX) {
    roll -= weight;
    if (roll < 0) return journey;
  }
  return browse;
}

async function live(shop: Shop, user: VirtualUser, thinks: boolean): Promise<void> {
  await sleep(Math.random() * START_SPREAD_MS);
  while (Date.now() < user.endsAt) {
    const journey = pickJourney();
    const outcome = await journey(shop, user);
    shop.recorder.journey(journey.name, outcome);
    // A journey with no account or allowance left for it leaves the user browsing.
    if (outcome === 'skipped') shop.recorder.journey(browse.name, await browse(shop, user));
    const think = thinks ? THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min) : 0;
    await sleep(Math.min(think, Math.max(0, user.endsAt - Date.now())));
  }
}

export interface Part {
  seconds: number;
  /** Each user's addresses (127.<block>.x.y), and so their share of the per-address limits, are the part's own. */
  addressBlock: number;
  /** false: flat out, the next journey as soon as one ends. */
  thinks: boolean;
}

/** One part of the load: `virtualUsers` users picking journeys by weight until its time is up. */
export async function runLoad(
  shop: Shop,
  virtualUsers: number,
  { seconds, addressBlock, thinks }: Part,
): Promise<void> {
  const endsAt = Date.now() + seconds * 1000;
  const users = Array.from({ length: virtualUsers }, (_, n) => virtualUser(shop, n, endsAt, seconds, addressBlock));
  await Promise.all(users.map((user) => live(shop, user, thinks)));
  for (const user of users) user.client.close();
}
