import { invoicePath, type PaymentMethod, WEB_PATHS } from '@oneclick/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { saveNextUrl } from '../../../lib/next-url';
import { type PurchaseIntent, savePurchaseIntent, savePurchaseOrder } from '../../../lib/purchase-intent';
import { sessionQuery } from '../../../lib/session';
import { useCreateOrder } from '../api/create-order';

/**
 * Buy on the pricing and renewal pages, and the invoice's own button: on the click the server
 * makes the order for the package and term (never the amount: it prices it), and the buyer goes
 * to its invoice, `?order=<id>`. A visitor goes to /login first, which brings them back to the
 * invoice of their choice (`?package=&months=`) to order it there. The choice and the order are
 * kept in local storage as well (the spec's purchase data), where an invoice opened bare finds them.
 * `replace`: the page Buy is on gives way to the order's invoice in the history.
 */
export function useBuyPlan(method: PaymentMethod, { replace = false } = {}) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const create = useCreateOrder();
  // The mutation says it is pending only at its next render: a second click before it makes no second order.
  const ordering = useRef(false);
  const buy = async (intent: PurchaseIntent) => {
    if (ordering.current) return;
    ordering.current = true;
    savePurchaseIntent(intent);
    // A prerendered page takes clicks before it has read the session: wait for it rather than
    // send a signed-in buyer through the login.
    const session = await queryClient.ensureQueryData(sessionQuery).catch(() => null);
    if (!session?.user) {
      ordering.current = false;
      saveNextUrl(invoicePath(method, intent));
      navigate(WEB_PATHS.login);
      return;
    }
    create.mutate(
      { kind: 'subscription', package: intent.packageId, months: intent.months, method },
      {
        onError: () => {
          ordering.current = false;
        },
        onSuccess: (order) => {
          savePurchaseOrder(method, order.id);
          navigate(invoicePath(method, order.id), { replace });
        },
      },
    );
  };
  return {
    buy,
    /** While the order is made, and after, until its invoice opens. */
    busy: create.isPending || create.isSuccess,
    error: create.error,
    dismissError: create.reset,
  };
}
