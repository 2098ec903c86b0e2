import { Button, Stack } from '@mantine/core';
import type { OrderMonths, SoldPackage } from '@oneclick/shared';
import { ErrorMessage } from '../../../components/error-message';
import { FormAlert } from '../../../components/form-alert';
import { useTranslation } from '../../../i18n/use-translation';
import { useBuyPlan } from '../../orders/hooks/use-buy-plan';
import { PurchaseNote, usePurchaseChoice } from './purchase-choice';

/** Buys a package by PayPal: the order, then its invoice in US dollars; Renew on the reader's own running plan. */
export function BuyNowButton({ packageId, months }: { packageId: SoldPackage; months: OrderMonths }) {
  const { t } = useTranslation('pricing');
  const { buy, busy, error, dismissError } = useBuyPlan('paypal');
  const { label, note } = usePurchaseChoice(packageId, t('buyNow'));
  return (
    <Stack gap={4}>
      {error && (
        <FormAlert onClose={dismissError}>
          <ErrorMessage error={error} />
        </FormAlert>
      )}
      <Button
        onClick={() => void buy({ packageId, months })}
        loading={busy}
        size="md"
        fullWidth
        data-testid={`buy-${packageId}`}
      >
        {label}
      </Button>
      <PurchaseNote note={note} />
    </Stack>
  );
}
