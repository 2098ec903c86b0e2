import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * The invoice's outline while its order is made or read (a few seconds on a busy server): the
 * facts, the line and the total in their places, so the page is never blank.
 */
export function InvoiceSkeleton() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} role="status" aria-label={t('loading')} aria-busy>
      <Stack gap="md" data-testid="invoice-skeleton">
        {[60, 70, 45, 55].map((width) => (
          <Skeleton key={width} height={14} width={`${width}%`} />
        ))}
        <Skeleton height={72} />
        <Group justify="space-between">
          <Skeleton height={18} width="20%" />
          <Skeleton height={26} width="35%" />
        </Group>
      </Stack>
    </Paper>
  );
}
