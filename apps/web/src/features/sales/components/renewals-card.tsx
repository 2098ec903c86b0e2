import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type RenewalFigures, RENEWALS_WINDOW } from '@oneclick/shared';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslation } from '../../../i18n/use-translation';

interface RenewalsCardProps {
  /** The plans that ended last month, and those ending this month, with the labels of the months. */
  periods: { label: string; figures: RenewalFigures; testId: string }[];
}

/**
 * Of the plans ending in a month, how many were renewed (by payment or key, directly or through a
 * reseller), and the rate, with a line saying which plans it counts.
 */
export function RenewalsCard({ periods }: RenewalsCardProps) {
  const { t } = useTranslation('sales');
  const language = useLanguage();
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <Paper withBorder radius="md" p="md" data-testid="sales-renewals">
      <Title order={3} size="h6" c="dimmed" fw={600} mb="xs">
        {t('sales.renewalsHeading')}
      </Title>
      <Group gap="xl" align="flex-start">
        {periods.map(({ label, figures, testId }) => (
          <Stack key={testId} gap={0} data-testid={testId}>
            <Text size="sm">{label}</Text>
            <Text fz={28} fw={700} lh={1.2}>
              {figures.due === 0 ? '–' : percent.format(figures.renewed / figures.due)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('sales.renewedOf', { renewed: figures.renewed, count: figures.due })}
            </Text>
          </Stack>
        ))}
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        {t('sales.renewalRate.counts', { days: RENEWALS_WINDOW.endedDays })}
      </Text>
    </Paper>
  );
}
