import { Button, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useSiteConfig } from '../../../lib/site-config';
import { SupportEmailLink } from '../../../components/support-email-link';
import { PlanComparison } from './plan-comparison';

export function PricingThai() {
  const { t } = useTranslation('pricing');
  const site = useSiteConfig();
  return (
    <>
      <Paper p="xl" radius="lg" bg="brand.0">
        <Title order={1}>{t('th.heading')}</Title>
        <Text mt="xs" mb="lg" maw={680}>
          {t('th.text')}
        </Text>
        {/* Shown before the address arrives, so that nothing below it moves when it does. */}
        <Button component="a" href={site?.thaiSalesAgentUrl} target="_blank" rel="noopener noreferrer" size="md">
          {t('th.agent')}
        </Button>
        <Text size="sm" c="dimmed" mt="md">
          {t('th.contactNote')}
        </Text>
        <SupportEmailLink size="sm" />
      </Paper>
      <PlanComparison priceLabel={() => t('contactSale')} />
    </>
  );
}
