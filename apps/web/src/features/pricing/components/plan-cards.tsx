import { Badge, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PACKAGE_FEATURES, PACKAGE_IDS, PACKAGES, TERM_MONTHS } from '@oneclick/shared';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../lib/format';
import { useLanguage } from '../../../i18n/use-language';
import { BuyNowButton } from './buy-now-button';

export function PlanCards() {
  const { t } = useTranslation('pricing');
  const language = useLanguage();
  return (
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
                  {formatUsd(plan.priceUsdCents, language)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('perTerm', { months: TERM_MONTHS })}
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
              {plan.purchasable ? (
                <BuyNowButton packageId={id} />
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
  );
}
