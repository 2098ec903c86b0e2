import { Button } from '@mantine/core';
import type { OrderMonths, PackageId } from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { useStartPurchase } from '../use-start-purchase';

const INVOICE_PATH = '/invoice_en';

/** Buys a package by PayPal: the invoice in US dollars. */
export function BuyNowButton({ packageId, months }: { packageId: PackageId; months: OrderMonths }) {
  const { t } = useTranslation('pricing');
  const startPurchase = useStartPurchase(INVOICE_PATH);
  const buy = () => startPurchase({ packageId, months });
  return (
    <Button onClick={buy} size="md" fullWidth data-testid={`buy-${packageId}`}>
      {t('buyNow')}
    </Button>
  );
}
