import { Button } from '@mantine/core';
import { type PackageId, TERM_MONTHS } from '@oneclick/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { saveNextUrl } from '../../../lib/next-url';
import { savePurchaseIntent } from '../../../lib/purchase-intent';

const INVOICE_PATH = '/invoice_en';

/** Remembers the chosen package and term (never the amount) and heads for the invoice via login. */
export function BuyNowButton({ packageId }: { packageId: PackageId }) {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const buy = () => {
    savePurchaseIntent({ packageId, months: TERM_MONTHS });
    saveNextUrl(INVOICE_PATH);
    void navigate('/login');
  };
  return (
    <Button onClick={buy} size="md" fullWidth data-testid={`buy-${packageId}`}>
      {t('buyNow')}
    </Button>
  );
}
