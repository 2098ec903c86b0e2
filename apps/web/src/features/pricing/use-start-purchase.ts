import { WEB_PATHS } from '@oneclick/shared';
import { useLocation } from 'wouter';
import { saveNextUrl } from '../../lib/next-url';
import { type PurchaseIntent, savePurchaseIntent } from '../../lib/purchase-intent';
import { useAuth } from '../../lib/session';

/** Remembers the chosen package and term (never the amount) and heads for the invoice, via login if needed. */
export function useStartPurchase(invoicePath: string) {
  const [, navigate] = useLocation();
  const { isAuthenticated } = useAuth();
  return (intent: PurchaseIntent) => {
    savePurchaseIntent(intent);
    if (isAuthenticated) {
      navigate(invoicePath);
      return;
    }
    saveNextUrl(invoicePath);
    navigate(WEB_PATHS.login);
  };
}
