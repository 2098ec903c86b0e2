import {
  bankWebhookPayloadSchema,
  cancelOrderRequestSchema,
  createOrderRequestSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderSchema,
  pageOf,
  paypalApprovalSchema,
  paypalWebhookEventSchema,
  planQuoteSchema,
  unmatchedTransferSchema,
  unmatchedTransferListQuerySchema,
  transferIdParamsSchema,
  matchTransferRequestSchema,
  refundedTransferRequestSchema,
  dismissTransferRequestSchema,
  transferOrderSearchQuerySchema,
} from '@oneclick/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf, currentUser } from '../../auth/current-user.js';
import { cancelOrder } from './cancel-order.js';
import { capturePaypalPayment, returnFromCancelledPaypal } from './capture-paypal-payment.js';
import { confirmTransfer } from './confirm-transfer.js';
import { createOrder } from './create-order.js';
import { getOrder } from './get-order.js';
import { listOrders } from './list-orders.js';
import { listUnmatchedTransfers } from './list-unmatched-transfers.js';
import { markOrderPaid } from './mark-order-paid.js';
import { quoteOrderPlan } from './quote-order-plan.js';
import { receiveBankTransfer } from './receive-bank-transfer.js';
import { receivePaypalWebhook } from './receive-paypal-webhook.js';
import { startPaypalPayment } from './start-paypal-payment.js';
import { PAYPAL_SIGNATURE_HEADERS } from '../../paypal/paypal-client.js';
import { cancelOwnOrder } from './cancel-own-order.js';
import { findOrdersToMatch } from './find-orders-to-match.js';
import { matchBankTransfer } from './match-bank-transfer.js';
import { settleBankTransfer } from './settle-bank-transfer.js';

/** PayPal's order id as it comes back in `?token=`. */
const paypalReturnQuerySchema = z.object({ token: z.string().regex(/^[0-9A-Za-z-]{1,64}$/, 'NOT_FOUND') });

const tags = ['orders'];

/** Orders the server prices and fulfils, PayPal's redirect flow, and the payment notifications that pay them. */
export function ordersRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/orders',
      {
        config: { access: 'public', failureCode: 'ORDER_FAIL' },
        schema: {
          summary:
            'Order a plan (signed in), licence keys (a reseller) or a donation (anyone); the server prices it (create_order)',
          tags,
          body: createOrderRequestSchema,
          response: { 201: orderSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await createOrder(deps, actorOf(request), request.body)),
    );

    app.get(
      '/orders',
      {
        config: { access: 'staff' },
        schema: {
          summary:
            "Orders, newest first, 50 to a page: every order for admins, a reseller's own; `search` finds an order ID, an e-mail or a transfer content (order_list)",
          tags,
          querystring: orderListQuerySchema,
          response: { 200: pageOf(orderSchema) },
        },
      },
      async (request) => listOrders(deps.db, deps.config, currentUser(request), request.query),
    );

    app.get(
      '/me/orders',
      {
        config: { access: 'user' },
        schema: {
          summary: "The signed-in user's own orders, newest first",
          tags,
          querystring: orderListQuerySchema,
          response: { 200: pageOf(orderSchema) },
        },
      },
      async (request) => listOrders(deps.db, deps.config, currentUser(request), request.query, { ownOnly: true }),
    );

    app.get(
      '/orders/:id',
      {
        config: { access: 'user' },
        schema: {
          summary: 'One order, with its bank details and VietQR payload while it is open',
          tags,
          params: orderIdParamsSchema,
          response: { 200: orderSchema },
        },
      },
      async (request) => getOrder(deps.db, deps.config, currentUser(request), request.params.id),
    );

    app.get(
      '/orders/:id/plan-quote',
      {
        config: { access: 'user' },
        schema: {
          summary:
            "What paying an open plan order would make of the buyer's plan: the running plan, its time left converted to the new type, the new end",
          tags,
          params: orderIdParamsSchema,
          response: { 200: planQuoteSchema },
        },
      },
      async (request) => quoteOrderPlan(deps.db, currentUser(request), request.params.id),
    );

    app.post(
      '/orders/:id/paypal',
      {
        config: { access: 'public', failureCode: 'PAYMENT__FAIL' },
        schema: {
          summary:
            "PayPal's approval address for an open PayPal order (active_paypal): the owner's, or a donation's made without an account",
          tags,
          params: orderIdParamsSchema,
          response: { 200: paypalApprovalSchema },
        },
      },
      async (request) => startPaypalPayment(deps, actorOf(request), request.params.id),
    );

    app.get(
      '/payments/paypal/return',
      {
        config: { access: 'public' },
        schema: {
          summary: "PayPal sends the buyer back here: the server captures, settles, and redirects to the order's page",
          tags,
          querystring: paypalReturnQuerySchema,
        },
      },
      async (request, reply) => {
        const { location } = await capturePaypalPayment(deps, actorOf(request), request.query.token);
        return reply.redirect(location, 303);
      },
    );

    app.get(
      '/payments/paypal/cancel',
      {
        config: { access: 'public' },
        schema: {
          summary: "The buyer left PayPal without paying: back to the order's page, to try again",
          tags,
          querystring: paypalReturnQuerySchema,
        },
      },
      async (request, reply) => {
        const { location } = await returnFromCancelledPaypal(deps, request.query.token);
        return reply.redirect(location, 303);
      },
    );

    // PayPal verifies the event's bytes as it sent them, so the handler keeps the body's text:
    // a parsed and re-encoded copy may differ in spacing, escapes or key order.
    await app.register(async (scoped) => {
      const received = new WeakMap<object, string>();
      scoped.removeContentTypeParser('application/json');
      scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        try {
          const event: unknown = JSON.parse(String(body));
          received.set(request, String(body));
          done(null, event);
        } catch {
          done(Object.assign(new Error('Body is not JSON'), { statusCode: 400 }));
        }
      });
      scoped.withTypeProvider<ZodTypeProvider>().post(
        '/payments/paypal/webhook',
        {
          config: { access: 'public', webhook: true },
          schema: {
            summary: "PayPal's webhook: verified with PayPal, handled once per event id",
            tags,
            body: paypalWebhookEventSchema,
            response: { 200: z.object({ received: z.literal(true) }) },
          },
        },
        async (request) => {
          const headers = Object.fromEntries(
            PAYPAL_SIGNATURE_HEADERS.map((name) => [name, request.headers[name] as string | undefined]),
          );
          await receivePaypalWebhook(deps, actorOf(request), headers, request.body, received.get(request)!);
          return { received: true as const };
        },
      );
    });

    app.post(
      '/orders/:id/confirm-transfer',
      {
        config: { access: 'user' },
        schema: {
          summary: "The customer says they made the bank transfer ('confirm order'); admins are told",
          tags,
          params: orderIdParamsSchema,
          response: { 200: orderSchema },
        },
      },
      async (request) => confirmTransfer(deps, actorOf(request), request.params.id),
    );

    app.post(
      '/orders/:id/mark-paid',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'An admin saw the money arrive: paid and fulfilled once, with the plan activated',
          tags,
          params: orderIdParamsSchema,
          response: { 200: orderSchema },
        },
      },
      async (request) => markOrderPaid(deps, actorOf(request), request.params.id),
    );

    app.post(
      '/orders/:id/cancel',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Cancel an open order with a reason the customer is told',
          tags,
          params: orderIdParamsSchema,
          body: cancelOrderRequestSchema,
          response: { 200: orderSchema },
        },
      },
      async (request) => cancelOrder(deps, actorOf(request), { id: request.params.id, reason: request.body.reason }),
    );

    app.post(
      '/payments/bank/webhook',
      {
        config: { access: 'public', webhook: true },
        schema: {
          summary:
            "A bank-notification service's transfer notice (SePay), authenticated by `Authorization: Apikey <key>`",
          tags,
          body: bankWebhookPayloadSchema,
          response: { 200: z.object({ success: z.literal(true) }) },
        },
      },
      async (request) => {
        await receiveBankTransfer(deps, actorOf(request), request.headers.authorization, request.body);
        return { success: true as const };
      },
    );

    app.get(
      '/payments/bank/unmatched',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Transfers that paid no order, newest first, for an admin to sort out (`state`: open or settled)',
          tags,
          querystring: unmatchedTransferListQuerySchema,
          response: { 200: pageOf(unmatchedTransferSchema) },
        },
      },
      async (request) => listUnmatchedTransfers(deps.db, request.query),
    );

    app.post(
      '/me/orders/:id/cancel',
      {
        config: { access: 'user' },
        schema: {
          summary: 'The customer drops their own open order',
          tags,
          params: orderIdParamsSchema,
          response: { 200: orderSchema },
        },
      },
      async (request) => cancelOwnOrder(deps, actorOf(request), request.params.id),
    );

    app.get(
      '/payments/bank/orders-to-match',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Bank-transfer orders a transfer could pay, by order id (or its start) or e-mail; the ten newest',
          tags,
          querystring: transferOrderSearchQuerySchema,
          response: { 200: z.array(orderSchema) },
        },
      },
      async (request) => findOrdersToMatch(deps.db, deps.config, request.query.q),
    );

    app.post(
      '/payments/bank/transfers/:id/match',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Pay an order with an unmatched transfer (one short of the amount due needs a reason)',
          tags,
          params: transferIdParamsSchema,
          body: matchTransferRequestSchema,
          response: { 200: unmatchedTransferSchema },
        },
      },
      async (request) => matchBankTransfer(deps, actorOf(request), request.params.id, request.body),
    );

    app.post(
      '/payments/bank/transfers/:id/refunded',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Record that an unmatched transfer was given back outside the portal, with a note',
          tags,
          params: transferIdParamsSchema,
          body: refundedTransferRequestSchema,
          response: { 200: unmatchedTransferSchema },
        },
      },
      async (request) =>
        settleBankTransfer(deps, actorOf(request), request.params.id, {
          settlement: 'refunded',
          note: request.body.note,
        }),
    );

    app.post(
      '/payments/bank/transfers/:id/dismiss',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Set an unmatched transfer aside with a reason',
          tags,
          params: transferIdParamsSchema,
          body: dismissTransferRequestSchema,
          response: { 200: unmatchedTransferSchema },
        },
      },
      async (request) =>
        settleBankTransfer(deps, actorOf(request), request.params.id, {
          settlement: 'dismissed',
          note: request.body.reason,
        }),
    );
  };
}
