/**
 * A reseller activates a client with one of their keys (the dashboard's Activate User). Now and
 * then two of the reseller's staff redeem the same key for two clients at once: at most one may
 * succeed. A redemption answered 200 with its body whole is recorded with the client's e-mail.
 */
import { routes } from '@oneclick/shared';
import { broke, jsonOf } from '../http.js';
import { apiUrl, pick, type Reseller, type Shop } from '../shop.js';
import type { Outcome, VirtualUser } from '../virtual-user.js';

const RACES = 0.2;

function resellerWhoMayRedeem(shop: Shop, count: number): Reseller | undefined {
  for (let tries = 0; tries < 5; tries += 1) {
    const reseller = pick(shop.resellers);
    if (reseller.keys.length > 0 && reseller.redemptions.take(count)) return reseller;
  }
  return undefined;
}

export async function redeemKey(shop: Shop, { client, redemptions }: VirtualUser): Promise<Outcome> {
  const racing = Math.random() < RACES;
  const count = racing ? 2 : 1;
  if (!redemptions.take(count)) return 'skipped';
  const reseller = resellerWhoMayRedeem(shop, count);
  if (!reseller) return 'skipped';
  const key = reseller.keys.pop()!;
  const first = pick(shop.clients);
  const emails = racing ? [first, pick(shop.clients.filter((email) => email !== first))] : [first];
  const url = apiUrl(shop, routes.licenceKeys.redeemLicenceKey);
  const answers = await Promise.all(
    emails.map(async (email) => {
      const body = { customerEmail: email, code: key };
      const answer = await client.post(racing ? 'redeem.race' : 'redeem', url, body, { cookie: reseller.cookie });
      if (jsonOf(answer)) shop.recorder.acknowledged.redemptions.push({ key, email });
      return answer;
    }),
  );
  return answers.some(broke) ? 'failed' : 'done';
}
