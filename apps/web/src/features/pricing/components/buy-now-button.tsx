import { WEB_PATHS } from '@oneclick/shared';
import { Button, Stack } from '@mantine/core';
import type { OrderMonths, PackageId } from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { useStartPurchase } from '../use-start-purchase';
import { PurchaseNote, usePurchaseChoice } from './purchase-choice';

const INVOICE_PATH = WEB_PATHS.invoiceEn;

/** Buys a package by PayPal: the invoice in US dollars; Renew on the reader's own running plan. */
export function BuyNowButton({ packageId, months }: { packageId: PackageId; months: OrderMonths }) {
  const { t } = useTranslation('pricing');
  const startPurchase = useStartPurchase(INVOICE_PATH);
  const { label, note } = usePurchaseChoice(packageId, t('buyNow'));
  const buy = () => startPurchase({ packageId, months });
  return (
    <Stack gap={4}>
      <Button onClick={buy} size="md" fullWidth data-testid={`buy-${packageId}`}>
        {label}
      </Button>
      <PurchaseNote note={note} />
    </Stack>
  );
}
