import { Paper, Table, Text } from '@mantine/core';
import type { Order } from '@oneclick/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { focusableScrollArea } from '../../../components/focusable-scroll-area';
import { useLanguage } from '../../../i18n/use-language';
import { formatDateTime } from '../../../lib/format';
import { FactsGrid } from './facts-grid';
import { InvoiceParties } from './invoice-parties';

/** An invoice's facts (customer, order number, date), its one line and the order's status. */
export function InvoiceSheet({ order, line, amount }: { order: Order; line: ReactNode; amount: string }) {
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
      <FactsGrid facts={facts} testId="invoice-facts" />
      <InvoiceParties order={order} />
      <Table.ScrollContainer minWidth={480} mt="md" scrollAreaProps={focusableScrollArea(t('invoice.heading'))}>
        <Table data-testid="invoice-lines">
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
              <Table.Td>{order.quantity}</Table.Td>
              <Table.Td>{amount}</Table.Td>
              <Table.Td fw={700}>{amount}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text mt="sm" data-testid="invoice-status">
        {t('invoice.status', { status: t(`common:orderStatuses.${order.status}`) })}
      </Text>
    </Paper>
  );
}
