import { Alert } from '@mantine/core';
import { PAYPAL_OUTCOMES, type PaypalOutcome } from '@oneclick/shared';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';

/** How the last trip to PayPal ended, as the server's redirect says (`?paypal=&order=`). */
export function usePaypalOutcome(): { outcome: PaypalOutcome | null; orderId: string | null } {
  const [params] = useSearchParams();
  const value = params.get('paypal');
  const outcome = (PAYPAL_OUTCOMES as readonly string[]).includes(value ?? '') ? (value as PaypalOutcome) : null;
  return { outcome, orderId: params.get('order') };
}

/** What a buyer back from PayPal without a finished payment is told; success is each page's own. */
export function PaypalOutcomeAlert({ outcome }: { outcome: Exclude<PaypalOutcome, 'success'> }) {
  const { t } = useTranslation('orders');
  const color = outcome === 'failed' ? 'red' : outcome === 'pending' || outcome === 'refunded' ? 'blue' : 'yellow';
  return (
    <Alert color={color} title={t(`paypal.${outcome}Title`)} role={outcome === 'failed' ? 'alert' : 'status'}>
      {t(`paypal.${outcome}`)}
    </Alert>
  );
}
