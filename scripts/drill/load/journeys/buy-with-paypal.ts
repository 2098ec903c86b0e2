/**
 * A buyer orders Pro, starts PayPal, approves at the stand-in, and follows its redirect back to the
 * portal's return address through nginx, where the portal captures: paid when that answer's
 * redirect says `paypal=success`.
 */
import { routes } from '@oneclick/shared';
import { broke, jsonOf } from '../http.js';
import { apiUrl, buyerWhoMayOrder, type Shop } from '../shop.js';
import type { Outcome, VirtualUser } from '../virtual-user.js';

export async function buyWithPaypal(shop: Shop, { client }: VirtualUser): Promise<Outcome> {
  const buyer = buyerWhoMayOrder(shop);
  if (!buyer) return 'skipped';
  const { cookie } = buyer;
  const order = jsonOf<{ id: string }>(
    await client.post(
      'order.paypal',
      apiUrl(shop, routes.orders.createOrder),
      { kind: 'subscription', package: 'pro', months: 12, method: 'paypal' },
      { cookie },
    ),
  );
  if (!order) return 'failed';
  const started = jsonOf<{ approveUrl: string }>(
    await client.post('paypal.start', apiUrl(shop, routes.payments.startPaypalPayment, { id: order.id }), undefined, {
      cookie,
    }),
  );
  if (!started) return 'failed';
  const token = new URL(started.approveUrl).searchParams.get('token');
  const paypal = shop.settings.paypalBase;
  const approved = await client.send('paypal.approve', `${paypal}/checkoutnow/${token}/approve`, 'POST', {
    origin: new URL(paypal).origin,
    'content-type': 'application/x-www-form-urlencoded',
  });
  const back = approved.status === 303 ? approved.headers.location : undefined;
  if (!back) return broke(approved) ? 'failed' : 'done';
  const returnUrl = new URL(back, paypal);
  const landing = await client.get(
    'paypal.capture',
    `${shop.settings.baseUrl}${returnUrl.pathname}${returnUrl.search}`,
    { cookie },
  );
  if (landing.status === 303 && landing.headers.location?.includes('paypal=success')) {
    shop.recorder.acknowledged.paypalOrders.push(order.id);
  }
  return broke(landing) ? 'failed' : 'done';
}
