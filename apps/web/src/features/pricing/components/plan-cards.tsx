import { Badge, Card, List, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.layer.css';
import {
  formatUsd,
  ORDER_MONTHS,
  orderAmount,
  type OrderMonths,
  PACKAGE_FEATURES,
  PACKAGE_IDS,
  PACKAGES,
  isSoldPackage,
} from '@oneclick/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { BuyNowButton } from './buy-now-button';

/** The packages with their USD price for the chosen term (12, 24 or 36 months, pro rata) and Buy now. */
export function PlanCards() {
  const { t } = useTranslation('pricing');
  const language = useLanguage();
  const [months, setMonths] = useState<OrderMonths>(12);
  const priceOf = (id: (typeof PACKAGE_IDS)[number]) =>
    orderAmount({ packageId: id, months, currency: 'USD', vndPrices: {} }) ?? PACKAGES[id].priceUsdCents;
  return (
    <Stack gap="lg">
      <SegmentedControl
        aria-label={t('term')}
        data-testid="plan-term"
        value={String(months)}
        onChange={(value) => setMonths(Number(value) as OrderMonths)}
        data={ORDER_MONTHS.map((value) => ({ value: String(value), label: t('bank.monthsOption', { count: value }) }))}
        style={{ alignSelf: 'center' }}
      />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PACKAGE_IDS.map((id) => {
          const plan = PACKAGES[id];
          return (
            <Card key={id} withBorder padding="xl" radius="md" data-plan={id} shadow={id === 'pro' ? 'md' : undefined}>
              <Stack gap="md" h="100%">
                <div>
                  <Title order={2} size="h3">
                    {t(`plans.${id}.name`)}
                  </Title>
                  <Text size="sm" c="dimmed" mt={4}>
                    {t(`plans.${id}.description`)}
                  </Text>
                </div>
                <div>
                  <Text fz={40} fw={800} lh={1} data-testid="plan-price">
                    {formatUsd(priceOf(id), language)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('perTerm', { months })}
                  </Text>
                </div>
                <List size="sm" spacing={6} style={{ flex: 1 }}>
                  <List.Item>
                    {t('rows.cloudSaves')}: <b>{plan.cloudSaves ?? t('rows.unlimited')}</b>
                  </List.Item>
                  <List.Item>
                    {t('rows.cncTools')}: <b>{plan.cncTools}</b>
                  </List.Item>
                  {PACKAGE_FEATURES.filter((feature) => plan.features.includes(feature)).map((feature) => (
                    <List.Item key={feature}>{t(`rows.${feature}`)}</List.Item>
                  ))}
                </List>
                {isSoldPackage(id) ? (
                  <BuyNowButton packageId={id} months={months} />
                ) : (
                  <Badge variant="light" size="lg" fullWidth>
                    {t('free')}
                  </Badge>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
