import { Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useSiteConfig } from '../../../lib/site-config';
import { BankTransferOffer } from './bank-transfer-offer';
import { PlanComparison } from './plan-comparison';

export function PricingVietnamese() {
  const { t } = useTranslation('pricing');
  const site = useSiteConfig();
  return (
    <>
      <div>
        <Title order={1}>{t('vi.heading')}</Title>
        <Text c="dimmed" mt="xs" maw={680}>
          {t('vi.lead')}
        </Text>
      </div>
      <PlanComparison priceLabel={t('vi.price')} />
      <BankTransferOffer />
      <Text fw={500}>{t('vi.contactNote', { email: site?.supportEmail ?? '…' })}</Text>
    </>
  );
}
