import {
  cancelOrderRequestSchema,
  createOrderRequestSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderSchema,
} from '../schemas/orders.js';
import { planQuoteSchema } from '../schemas/plan-quote.js';
import { pageOf } from '../schemas/common.js';
import { API_PATHS } from './api-paths.js';
import { operation } from './operation.js';

/** Orders the server prices, the staff's and the customer's lists, and cancelling them; paying them is `payments`. */
export const orders = {
  createOrder: operation({
    ...API_PATHS.orders.createOrder,
    access: 'public',
    failureCode: 'ORDER_FAIL',
    summary:
      'Order a plan (signed in), licence keys (a reseller) or a donation (anyone); the server prices it (create_order)',
    body: createOrderRequestSchema,
    responses: { 201: orderSchema },
  }),
  listOrders: operation({
    ...API_PATHS.orders.listOrders,
    access: 'staff',
    summary:
      "Orders, newest first, 50 to a page: every order for admins, a reseller's own; `search` finds an order ID, an e-mail or a transfer content (order_list)",
    query: orderListQuerySchema,
    responses: { 200: pageOf(orderSchema) },
  }),
  listOwnOrders: operation({
    ...API_PATHS.orders.listOwnOrders,
    access: 'user',
    summary: "The signed-in user's own orders, newest first",
    query: orderListQuerySchema,
    responses: { 200: pageOf(orderSchema) },
  }),
  getOrder: operation({
    ...API_PATHS.orders.getOrder,
    access: 'user',
    summary: 'One order, with its bank details and VietQR payload while it is open',
    params: orderIdParamsSchema,
    responses: { 200: orderSchema },
  }),
  quoteOrderPlan: operation({
    ...API_PATHS.orders.quoteOrderPlan,
    access: 'user',
    summary:
      "What paying an open plan order would make of the buyer's plan: the running plan, its time left converted to the new type, the new end",
    params: orderIdParamsSchema,
    responses: { 200: planQuoteSchema },
  }),
  cancelOrder: operation({
    ...API_PATHS.orders.cancelOrder,
    access: 'admin',
    summary: 'Cancel an open order with a reason the customer is told',
    params: orderIdParamsSchema,
    body: cancelOrderRequestSchema,
    responses: { 200: orderSchema },
  }),
  cancelOwnOrder: operation({
    ...API_PATHS.orders.cancelOwnOrder,
    access: 'user',
    summary: 'The customer drops their own open order',
    params: orderIdParamsSchema,
    responses: { 200: orderSchema },
  }),
};
