import { isOpenOrder, type PaymentMethod } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  forgetFinishedPurchase,
  readPurchaseIntent,
  readPurchaseOrder,
  savePurchaseIntent,
  savePurchaseOrder,
} from '../../../lib/purchase-intent';
import { useCreateOrder } from '../api/create-order';
import { orderQuery } from '../api/get-order';

/**
 * The order for the package chosen on the pricing page, made by the server once and kept in
 * local storage per method, so that a reload (or a return from PayPal) shows the same order.
 * Once the server says that order is paid or closed, the stored purchase is forgotten: an order
 * that finishes while shown stays shown, and one found finished on opening the page is not
 * shown at all, so the page offers a new order instead.
 */
export function usePurchaseOrder(method: PaymentMethod, returnedOrderId: string | null = null) {
  const [intent] = useState(readPurchaseIntent);
  const [orderId, setOrderId] = useState(() => returnedOrderId ?? readPurchaseOrder(method));
  const [seenOpen, setSeenOpen] = useState<string | null>(null);
  const create = useCreateOrder();
  const started = useRef(false);

  useEffect(() => {
    if (orderId || !intent || started.current) return;
    started.current = true;
    create
      .mutateAsync({ kind: 'subscription', package: intent.packageId, months: intent.months, method })
      .then((order) => {
        savePurchaseOrder(method, order.id);
        setOrderId(order.id);
      })
      .catch(() => undefined);
  }, [orderId, intent, create, method]);

  const order = useQuery({ ...orderQuery(orderId ?? ''), enabled: orderId !== null });
  const shown = order.data;
  const open = shown !== undefined && isOpenOrder(shown.status);
  if (open && seenOpen !== shown.id) setSeenOpen(shown.id);
  // Paid or closed before this visit, and not the order PayPal just sent the buyer back with.
  const finishedBefore = shown !== undefined && !open && seenOpen !== shown.id && shown.id !== returnedOrderId;

  useEffect(() => {
    if (shown) forgetFinishedPurchase(method, shown);
  }, [shown, method]);

  const startOver = () => {
    if (!intent) return;
    savePurchaseIntent(intent);
    started.current = false;
    setOrderId(null);
  };
  if (finishedBefore) return { intent: null, orderId: null, order: undefined, error: null, startOver: undefined };
  return {
    intent,
    orderId,
    order: shown,
    error: order.error ?? create.error,
    startOver: intent ? startOver : undefined,
  };
}
