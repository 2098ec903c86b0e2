import { formatVnd } from '@oneclick/shared';
import { Text, Title } from '@mantine/core';
import type { PackageId } from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { useSiteConfig } from '../../../lib/site-config';
import { SupportEmailLink } from '../../../components/support-email-link';
import { BankTransferOffer } from './bank-transfer-offer';
import { PlanComparison } from './plan-comparison';

/** The comparison with the VND price of each package sold by bank transfer ("Liên hệ" for the others). */
export function PricingVietnamese() {
  const { t } = useTranslation('pricing');
  const language = useLanguage();
  const site = useSiteConfig();
  const priceLabel = (id: PackageId) => {
    const price = id === 'basic' ? null : site?.bankTransferPrices[id];
    return price ? t('bank.perTerm', { price: formatVnd(price, language) }) : t('vi.price');
  };
  return (
    <>
      <div>
        <Title order={1}>{t('vi.heading')}</Title>
        <Text c="dimmed" mt="xs" maw={680}>
          {t('vi.lead')}
        </Text>
      </div>
      <PlanComparison priceLabel={priceLabel} />
      <BankTransferOffer />
      <div>
        <Text fw={500}>{t('vi.contactNote')}</Text>
        <SupportEmailLink fw={500} />
      </div>
    </>
  );
}
