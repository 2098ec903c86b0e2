import { Alert } from '@mantine/core';
import { isOpenOrder, type Order } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { useBusinessDate } from '../../../i18n/use-business-date';
import { planQuoteText } from '../../../i18n/plan-quote-text';
import { planQuoteQuery } from '../api/quote-order-plan';

/**
 * On an invoice, before paying: what the payment makes of the buyer's plan. A running plan of
 * another type is converted, not lost (D3), and the notice says so with the days and the new end;
 * the same plan still running is a renewal, extended from its current end.
 */
export function UpgradeQuote({ order }: { order: Order }) {
  const { t } = useTranslation(['orders', 'common']);
  const businessDate = useBusinessDate();
  const quotable = order.kind === 'subscription' && isOpenOrder(order.status);
  const { data: quote } = useQuery({ ...planQuoteQuery(order.id), enabled: quotable });
  if (!quotable || !quote) return null;
  const converted = quote.conversion !== null;
  // The same plan still running: this payment renews it, from its current end.
  const renewal = !converted && quote.current !== null;
  return (
    <Alert
      color={converted || renewal ? 'blue' : 'gray'}
      variant="light"
      title={converted ? t('common:planQuote.heading') : renewal ? t('common:planQuote.renewalHeading') : undefined}
      role="note"
      data-testid="upgrade-quote"
    >
      {planQuoteText(t, businessDate, quote, 'customer')}
    </Alert>
  );
}
