import { routes } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function startPaypalPayment(orderId: string) {
  return call(routes.payments.startPaypalPayment, { params: { id: orderId } });
}

/** Asks the server for PayPal's approval page and goes there; PayPal sends the buyer back to us. */
export function useStartPaypalPayment() {
  return useMutation({
    mutationFn: startPaypalPayment,
    // The button tells its own failure beside it; the page's alert would say it a second time.
    meta: { handlesErrors: true },
    onSuccess: ({ approveUrl }) => window.location.assign(approveUrl),
  });
}
