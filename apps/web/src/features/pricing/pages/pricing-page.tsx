import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { PageTitle } from '../../../components/page-title';
import { useLanguage } from '../../../i18n/use-language';
import { CurrentPlan } from '../components/current-plan';
import { PlanCards } from '../components/plan-cards';
import { PricingThai } from '../components/pricing-thai';
import { PricingVietnamese } from '../components/pricing-vietnamese';
import { SalesContact } from '../components/sales-contact';

/**
 * Three markets, three pages: USD prices with Buy now, a Vietnamese comparison, a Thai sales agent;
 * above them a signed-in customer's own plan, below them the sales contact for the other packages.
 */
export function PricingPage() {
  const { t } = useTranslation('pricing');
  const language = useLanguage();
  return (
    <Stack gap="xl">
      <PageTitle title={t('title')} />
      <CurrentPlan />
      {language === 'vi' && <PricingVietnamese />}
      {language === 'th' && <PricingThai />}
      {language === 'en-US' && (
        <>
          <div>
            <Title order={1}>{t('heading')}</Title>
            <Text c="dimmed" mt="xs" maw={680}>
              {t('lead')}
            </Text>
          </div>
          <PlanCards />
          <Text size="sm" c="dimmed">
            {t('note')}
          </Text>
        </>
      )}
      <SalesContact />
    </Stack>
  );
}
