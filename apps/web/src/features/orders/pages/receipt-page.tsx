import { WEB_PATHS } from '@oneclick/shared';
import { Alert, Button, Group, Paper, Stack, Table, Title } from '@mantine/core';
import type { Order } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { useLanguage } from '../../../i18n/use-language';
import { ErrorMessage } from '../../../components/error-message';
import { formatDateTime } from '../../../lib/format';
import { useSiteConfig } from '../../../lib/site-config';
import { orderQuery } from '../api/get-order';
import { orderAmount, orderLine, RECEIPT_STATUSES } from '../components/my-orders';
import classes from './receipt-page.module.css';
import { FactsGrid } from '../components/facts-grid';
import { InvoiceParties } from '../components/invoice-parties';

/** /receipt/:orderId: a printable receipt for one of the customer's paid orders, in the reader's language. */
export function ReceiptPage() {
  const { t } = useTranslation(['orders', 'common']);
  const { orderId = '' } = useParams();
  const { data: order, error, isPending } = useQuery(orderQuery(orderId));
  const paidAt = order && RECEIPT_STATUSES.includes(order.status) ? order.paidAt : null;

  return (
    <Stack gap="lg" maw={880} className={classes.root}>
      <PageTitle title={t('receipt.title')} />
      <Title order={1}>{t('receipt.title')}</Title>
      {isPending && <PageLoader />}
      {error && (
        <Alert color="red" title={t('common:errors.title')} role="alert">
          <ErrorMessage error={error} />
        </Alert>
      )}
      {order && !paidAt && (
        <Alert color="yellow" title={t('receipt.notPaidTitle')} data-testid="receipt-not-paid">
          {t('receipt.notPaid', { orderId: order.id, status: t(`orders:orderStatuses.${order.status}`) })}
        </Alert>
      )}
      {order && paidAt && <Receipt order={order} paidAt={paidAt} />}
      <Group gap="sm" className={classes.screenOnly}>
        {paidAt && <Button onClick={() => window.print()}>{t('receipt.print')}</Button>}
        <Button component={Link} to={WEB_PATHS.profile} variant="light">
          {t('receipt.back')}
        </Button>
      </Group>
    </Stack>
  );
}

function Receipt({ order, paidAt }: { order: Order; paidAt: string }) {
  const { t } = useTranslation(['orders', 'common']);
  const language = useLanguage();
  const site = useSiteConfig();
  const facts: [string, string][] = [];
  if (site) facts.push([t('receipt.support'), site.supportEmail]);
  facts.push(
    [t('receipt.customer'), order.customerName],
    [t('receipt.email'), order.customerEmail],
    [t('receipt.orderId'), order.id],
    [t('receipt.paidAt'), formatDateTime(paidAt, language)],
    [t('receipt.method'), t(`history.methods.${order.method}`)],
    [t('receipt.status'), t(`orders:orderStatuses.${order.status}`)],
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} className={classes.sheet} data-testid="receipt">
      <FactsGrid facts={facts} testId="receipt-facts" />
      <InvoiceParties order={order} />
      <Table mt="md" data-testid="receipt-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('receipt.item')}</Table.Th>
            <Table.Th>{t('receipt.quantity')}</Table.Th>
            <Table.Th ta="end">{t('receipt.amount', { currency: order.currency })}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{orderLine(t, order)}</Table.Td>
            <Table.Td>{order.quantity}</Table.Td>
            <Table.Td ta="end" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {orderAmount(order, language)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-testid="receipt-total">
            <Table.Th colSpan={2}>{t('receipt.total')}</Table.Th>
            <Table.Td ta="end" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {orderAmount(order, language)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Paper>
  );
}
