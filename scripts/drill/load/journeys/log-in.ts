/** A customer logs in, looks at who they are and at their orders, and logs out. */
import { routes } from '@oneclick/shared';
import { broke, sessionCookie } from '../http.js';
import { apiUrl, PASSWORD, pick, type Shop } from '../shop.js';
import type { Outcome, VirtualUser } from '../virtual-user.js';

export async function logIn(shop: Shop, { client, logins }: VirtualUser): Promise<Outcome> {
  if (!logins.take()) return 'skipped';
  const answer = await client.post('login', apiUrl(shop, routes.auth.logIn), {
    email: pick(shop.clients),
    password: PASSWORD,
  });
  const cookie = sessionCookie(answer);
  if (!cookie) return 'failed';
  if (broke(await client.get('session', apiUrl(shop, routes.auth.getSession), { cookie }))) return 'failed';
  if (broke(await client.get('me.orders', apiUrl(shop, routes.orders.listOwnOrders), { cookie }))) return 'failed';
  return broke(await client.post('logout', apiUrl(shop, routes.auth.logOut), undefined, { cookie }))
    ? 'failed'
    : 'done';
}
