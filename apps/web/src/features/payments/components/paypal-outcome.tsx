import { PAYPAL_OUTCOMES, type PaypalOutcome } from '@oneclick/shared';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { FormAlert } from '../../../components/form-alert';

/** How the last trip to PayPal ended, as the server's redirect says (`?paypal=&order=`). */
export function usePaypalOutcome(): { outcome: PaypalOutcome | null; orderId: string | null } {
  const [params] = useSearchParams();
  const value = params.get('paypal');
  const outcome = (PAYPAL_OUTCOMES as readonly string[]).includes(value ?? '') ? (value as PaypalOutcome) : null;
  return { outcome, orderId: params.get('order') };
}

/** What a buyer back from PayPal without a finished payment is told; success is each page's own. Closing it forgets the outcome. */
export function PaypalOutcomeAlert({ outcome }: { outcome: Exclude<PaypalOutcome, 'success'> }) {
  const { t } = useTranslation(['payments', 'orders']);
  const [, setParams] = useSearchParams();
  const color = outcome === 'failed' ? 'red' : outcome === 'pending' || outcome === 'refunded' ? 'blue' : 'yellow';
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('paypal');
        return next;
      },
      { replace: true, state: window.history.state },
    );
  return (
    <FormAlert
      color={color}
      title={outcome === 'replaced' ? t('paypalReturn.replacedTitle') : t(`paypal.${outcome}Title`)}
      onClose={dismiss}
    >
      {outcome === 'replaced' ? t('paypalReturn.replaced') : t(`paypal.${outcome}`)}
    </FormAlert>
  );
}
