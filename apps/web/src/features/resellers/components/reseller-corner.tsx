import { Divider, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { ownResellerSummaryQuery } from '../api/get-reseller-summary';
import { StatementDownload } from './statement-download';

/** A reseller's own figures at the top of their dashboard (their rate, keys, clients and this month) and their monthly statement. */
export function ResellerCorner() {
  const { t } = useTranslation('resellers');
  const { data } = useQuery(ownResellerSummaryQuery);
  if (!data) return null;
  const figures = [
    ['commission', `${data.commissionRate}%`],
    ['keysUnused', data.keysUnused],
    ['keysUsed', data.keysUsed],
    ['customers', data.customers],
    ['thisMonth', data.activationsThisMonth],
  ] as const;
  return (
    <Paper withBorder radius="md" p="md" data-testid="reseller-corner" aria-labelledby="reseller-corner-heading">
      <Title order={2} size="h5" mb="sm" id="reseller-corner-heading">
        {t('corner.heading')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md">
        {figures.map(([name, value]) => (
          <div key={name}>
            <Text size="xs" c="dimmed">
              {t(`corner.${name}`)}
            </Text>
            <Text fw={700} size="xl" data-testid={`corner-${name}`}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Divider my="md" />
      <StatementDownload />
    </Paper>
  );
}
