import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { Order } from '@oneclick/shared';
import type { ReactNode } from 'react';
import { ResponsiveTable } from '../../../components/responsive-table';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { formatDateTime } from '../../../lib/format';
import { FactsGrid } from './facts-grid';
import { InvoiceParties } from './invoice-parties';

interface InvoiceSheetProps {
  order: Order;
  /** What is bought, as the invoice's one line says it. */
  line: ReactNode;
  /** The order's amount, formatted in its currency. */
  amount: string;
}

/** An invoice's facts (customer, order number, date), its line, its total and the order's status. */
export function InvoiceSheet({ order, line, amount }: InvoiceSheetProps) {
  const { t } = useTranslation(['orders', 'common']);
  const language = useLanguage();
  const facts: [string, string][] = [
    [t('invoice.customer'), order.customerName],
    [t('invoice.email'), order.customerEmail],
    [t('invoice.orderId'), order.id],
    [t('invoice.date'), formatDateTime(order.createdAt, language)],
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <FactsGrid facts={facts} testId="invoice-facts" />
        <InvoiceParties order={order} />
        <InvoiceLines order={order} line={line} amount={amount} />
        <Text data-testid="invoice-status">
          {t('invoice.status', { status: t(`orders:orderStatuses.${order.status}`) })}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * The line bought and the total to pay. On a phone the line is a card (the responsive table's
 * pattern), and the total stands on its own line, so no price hides behind a sideways scroll.
 */
function InvoiceLines({ order, line, amount }: InvoiceSheetProps) {
  const { t } = useTranslation(['orders', 'common']);
  return (
    <Stack gap="xs">
      <ResponsiveTable minWidth={480} scrollLabel={t('invoice.heading')} data-testid="invoice-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoice.item')}</Table.Th>
            <Table.Th>{t('invoice.quantity')}</Table.Th>
            <Table.Th>{t('invoice.unitPrice')}</Table.Th>
            <Table.Th>{t('invoice.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{line}</Table.Td>
            <Table.Td data-label={t('invoice.quantity')}>{order.quantity}</Table.Td>
            <Table.Td data-label={t('invoice.unitPrice')} style={{ whiteSpace: 'nowrap' }}>
              {amount}
            </Table.Td>
            <Table.Td data-label={t('invoice.total')} fw={700} style={{ whiteSpace: 'nowrap' }}>
              {amount}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </ResponsiveTable>
      <Group justify="space-between" gap="xs" data-testid="invoice-total">
        <Text fw={700}>{t('invoice.total')}</Text>
        <Text fw={700} size="xl">
          {amount}
        </Text>
      </Group>
    </Stack>
  );
}
