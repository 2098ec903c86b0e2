import { useMutation } from '@tanstack/react-query';
import { createOrder } from '../api/create-order';
import { startPaypalPayment } from '../../payments/api/start-paypal-payment';

/**
 * A donation of the amount typed, with a legal e-invoice if the donor asked: the server makes the
 * order and PayPal's, the browser goes to approve it.
 */
export function useDonate() {
  return useMutation({
    mutationFn: async ({ amountUsd, wantsEInvoice }: { amountUsd: number; wantsEInvoice: boolean }) => {
      const order = await createOrder({ kind: 'donation', amountUsd, wantsEInvoice });
      return startPaypalPayment(order.id);
    },
    meta: { handlesErrors: true },
    onSuccess: ({ approveUrl }) => window.location.assign(approveUrl),
  });
}
