import { invoicePath, ORDER_ID_PATTERN, type PaymentMethod } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { ApiError } from '../../../lib/api-client';
import {
  forgetFinishedPurchase,
  parsePurchaseIntent,
  type PurchaseIntent,
  readPurchaseIntent,
  readPurchaseOrder,
} from '../../../lib/purchase-intent';
import { orderQuery } from '../api/get-order';

/** What an invoice page is about: an order, a plan chosen but not yet ordered, another address, or nothing. */
export type InvoiceSubject =
  { orderId: string } | { choice: PurchaseIntent } | { redirectTo: string } | { nothing: true };

const NOTHING = { nothing: true } as const;

/**
 * An invoice's subject, from its address: `?order=<id>`, or `?package=&months=` (a choice, where
 * the login brings a visitor back). Opened bare, as older links and bookmarks do, it moves to the
 * order or else the choice this browser kept (the spec's purchase data).
 */
export function useInvoiceSubject(method: PaymentMethod): InvoiceSubject {
  const [params] = useSearchParams();
  const orderId = params.get('order')?.toUpperCase();
  if (orderId !== undefined) return ORDER_ID_PATTERN.test(orderId) ? { orderId } : NOTHING;
  if (params.has('package') || params.has('months')) {
    const choice = parsePurchaseIntent(params.get('package'), params.get('months'));
    return choice ? { choice } : NOTHING;
  }
  const stored = readPurchaseOrder(method) ?? readPurchaseIntent();
  return stored ? { redirectTo: invoicePath(method, stored) } : NOTHING;
}

/**
 * The invoice's order, read from the server. One that is not there, not the reader's, or not a
 * plan paid this way is `missing`. Once the order is paid or closed, the browser forgets it.
 */
export function useInvoiceOrder(method: PaymentMethod, orderId: string) {
  const { data: order, error } = useQuery(orderQuery(orderId));
  useEffect(() => {
    if (order) forgetFinishedPurchase(method, order);
  }, [order, method]);
  const notFound = error instanceof ApiError && error.code === 'NOT_FOUND';
  const missing = notFound || (order !== undefined && (order.kind !== 'subscription' || order.method !== method));
  return { order: missing ? undefined : order, missing, error: missing ? null : error };
}
