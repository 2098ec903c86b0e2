import { Button, Group } from '@mantine/core';
import type { Order } from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { useStartPaypalPayment } from '../../payments/api/start-paypal-payment';

interface OpenOrderActionsProps {
  order: Order;
  /** Whether the bank details are shown under the order. */
  showingBank: boolean;
  onToggleBank: () => void;
  onCancel: () => void;
  /** Runs one attempt, reporting a failure in the section's one alert. */
  attempt: (work: () => Promise<void>) => Promise<void>;
}

/**
 * What a customer can do with an order still waiting for payment: pay it (PayPal's approval
 * for the same order, or the bank details and VietQR code again) or cancel it.
 */
export function OpenOrderActions({ order, showingBank, onToggleBank, onCancel, attempt }: OpenOrderActionsProps) {
  const { t } = useTranslation('orders');
  const paypal = useStartPaypalPayment();
  return (
    <Group gap="xs">
      {order.method === 'paypal' ? (
        <Button
          size="xs"
          loading={paypal.isPending || paypal.isSuccess}
          onClick={() => void attempt(async () => void (await paypal.mutateAsync(order.id)))}
          aria-label={`${t('history.pay')}: ${order.id}`}
        >
          {t('history.pay')}
        </Button>
      ) : (
        order.bankTransfer && (
          <Button
            size="xs"
            variant={showingBank ? 'light' : 'filled'}
            onClick={onToggleBank}
            aria-expanded={showingBank}
          >
            {showingBank ? t('history.hideBank') : t('history.showBank')}
          </Button>
        )
      )}
      <Button
        size="xs"
        variant="subtle"
        color="red"
        onClick={onCancel}
        aria-label={`${t('history.cancel')}: ${order.id}`}
      >
        {t('history.cancel')}
      </Button>
    </Group>
  );
}
