import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { PageTitle } from '../../../components/page-title';
import { useLanguage } from '../../../i18n/use-language';
import { PlanCards } from '../components/plan-cards';
import { PricingThai } from '../components/pricing-thai';
import { PricingVietnamese } from '../components/pricing-vietnamese';

/** Three markets, three pages: USD prices with Buy now, a Vietnamese comparison, a Thai sales agent. */
export function PricingPage() {
  const { t } = useTranslation('pricing');
  const language = useLanguage();
  return (
    <Stack gap="xl">
      <PageTitle title={t('title')} />
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
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb={4}>
          {t('enterprise.heading')}
        </Title>
        <Text size="sm">{t('enterprise.text')}</Text>
      </Paper>
    </Stack>
  );
}
