import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatUsd, formatVnd, SALE_PACKAGES, type SalesFigures } from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { roleName } from '../../../i18n/role-name';

interface SalesFiguresCardProps {
  title: string;
  figures: SalesFigures;
  testId: string;
}

/** One period's activations, split by package, and the money paid orders brought when shown. */
export function SalesFiguresCard({ title, figures, testId }: SalesFiguresCardProps) {
  const { t } = useTranslation(['sales', 'common']);
  const language = useLanguage();
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Title order={3} size="h6" c="dimmed" fw={600}>
        {title}
      </Title>
      <Text fz={32} fw={700} lh={1.2} data-testid={`${testId}-activations`}>
        {figures.activations.toLocaleString(language)}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {t('sales.activationsUnit', { count: figures.activations })}
      </Text>
      <Stack gap={2}>
        {SALE_PACKAGES.map((code) => (
          <Group key={code} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{roleName(t, code)}</Text>
            <Text size="sm" fw={600}>
              {figures.byPackage[code].toLocaleString(language)}
            </Text>
          </Group>
        ))}
      </Stack>
      {figures.revenue && (
        <Stack gap={2} mt="sm" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Text size="xs" c="dimmed">
            {t('sales.revenue')}
          </Text>
          <Text size="sm" fw={600} data-testid={`${testId}-usd`}>
            {formatUsd(figures.revenue.USD, language)}
          </Text>
          <Text size="sm" fw={600} data-testid={`${testId}-vnd`}>
            {formatVnd(figures.revenue.VND, language)}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
