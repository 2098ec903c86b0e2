import { Button } from '@mantine/core';
import type { OrderMonths, PackageId } from '@oneclick/shared';
import { useLocation } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { saveNextUrl } from '../../../lib/next-url';
import { useAuth } from '../../../lib/session';
import { savePurchaseIntent } from '../../../lib/purchase-intent';

const INVOICE_PATH = '/invoice_en';

/** Remembers the chosen package and term (never the amount) and heads for the invoice, via login if needed. */
export function BuyNowButton({ packageId, months }: { packageId: PackageId; months: OrderMonths }) {
  const { t } = useTranslation('pricing');
  const [, navigate] = useLocation();
  const { isAuthenticated } = useAuth();
  const buy = () => {
    savePurchaseIntent({ packageId, months });
    if (isAuthenticated) {
      navigate(INVOICE_PATH);
      return;
    }
    saveNextUrl(INVOICE_PATH);
    navigate('/login');
  };
  return (
    <Button onClick={buy} size="md" fullWidth data-testid={`buy-${packageId}`}>
      {t('buyNow')}
    </Button>
  );
}
