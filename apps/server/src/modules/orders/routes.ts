import {
  bankWebhookPayloadSchema,
  cancelOrderRequestSchema,
  createOrderRequestSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderSchema,
  pageOf,
  pageQuerySchema,
  unmatchedTransferSchema,
} from '@oneclick/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf, currentUser } from '../../auth/current-user.js';
import { cancelOrder } from './cancel-order.js';
import { confirmTransfer } from './confirm-transfer.js';
import { createOrder } from './create-order.js';
import { getOrder } from './get-order.js';
import { listOrders } from './list-orders.js';
import { listUnmatchedTransfers } from './list-unmatched-transfers.js';
import { receiveBankTransfer } from './receive-bank-transfer.js';
import { markOrderPaid } from './mark-order-paid.js';

const tags = ['orders'];

/** Orders the server prices and fulfils, and the payment notifications that pay them (bank transfer; PayPal follows). */
export function ordersRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/orders',
      {
        config: { access: 'user', failureCode: 'ORDER_FAIL' },
        schema: {
          summary: 'Order a plan; the server prices it (create_order)',
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
          summary: "Orders, newest first, 50 to a page: every order for admins, a reseller's own (order_list)",
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
          summary: 'Transfers that paid no order, newest first, for an admin to sort out',
          tags,
          querystring: pageQuerySchema,
          response: { 200: pageOf(unmatchedTransferSchema) },
        },
      },
      async (request) => listUnmatchedTransfers(deps.db, request.query),
    );
  };
}
