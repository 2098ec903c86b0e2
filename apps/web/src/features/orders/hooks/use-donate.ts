import { useMutation } from '@tanstack/react-query';
import { createOrder } from '../api/create-order';
import { startPaypalPayment } from '../../payments/api/start-paypal-payment';

/** A donation of the amount typed: the server makes the order and PayPal's, the browser goes to approve it. */
export function useDonate() {
  return useMutation({
    mutationFn: async (amountUsd: number) => {
      const order = await createOrder({ kind: 'donation', amountUsd });
      return startPaypalPayment(order.id);
    },
    meta: { handlesErrors: true },
    onSuccess: ({ approveUrl }) => window.location.assign(approveUrl),
  });
}
