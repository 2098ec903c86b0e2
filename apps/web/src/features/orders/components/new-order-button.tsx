import { Button, Stack } from '@mantine/core';
import type { Order } from '@oneclick/shared';
import { ErrorMessage } from '../../../components/error-message';
import { FormAlert } from '../../../components/form-alert';
import { useTranslation } from '../../../i18n/use-translation';
import { purchaseIntentOf } from '../../../lib/purchase-intent';
import { useBuyPlan } from '../hooks/use-buy-plan';

/** Under an invoice whose order is paid or closed: the same package and term ordered again, on the click. */
export function NewOrderButton({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { buy, busy, error, dismissError } = useBuyPlan(order.method);
  const intent = purchaseIntentOf(order);
  if (!intent) return null;
  return (
    <Stack gap="xs" align="flex-start">
      {error && (
        <FormAlert onClose={dismissError} w="100%">
          <ErrorMessage error={error} />
        </FormAlert>
      )}
      <Button variant="light" onClick={() => void buy(intent)} loading={busy} data-testid="new-order">
        {t('invoice.newOrder')}
      </Button>
    </Stack>
  );
}
