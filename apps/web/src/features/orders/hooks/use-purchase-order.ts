import type { PaymentMethod } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
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
 */
export function usePurchaseOrder(method: PaymentMethod, returnedOrderId: string | null = null) {
  const [intent] = useState(readPurchaseIntent);
  const [orderId, setOrderId] = useState(() => returnedOrderId ?? readPurchaseOrder(method));
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
  const startOver = () => {
    if (!intent) return;
    savePurchaseIntent(intent);
    started.current = false;
    setOrderId(null);
  };
  return {
    intent,
    orderId,
    order: order.data,
    error: order.error ?? create.error,
    startOver: intent ? startOver : undefined,
  };
}
