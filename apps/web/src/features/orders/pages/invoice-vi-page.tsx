import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { isOpenOrder, type Order } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useLanguage } from '../../../i18n/use-language';
import { errorText } from '../../../lib/error-text';
import { formatDateTime, formatVnd } from '../../../lib/format';
import {
  readPurchaseIntent,
  readPurchaseOrder,
  savePurchaseIntent,
  savePurchaseOrder,
} from '../../../lib/purchase-intent';
import { useSiteConfig } from '../../../lib/site-config';
import { useConfirmTransfer } from '../api/confirm-transfer';
import { useCreateOrder } from '../api/create-order';
import { orderQuery } from '../api/get-order';
import { VietQrCode } from '../components/vietqr-code';

/**
 * /invoice_vi: the order for the package chosen on the pricing page, made by the server once
 * (a reload shows the same order), with the bank details, the VietQR code and 'confirm order'.
 */
export function InvoiceViPage() {
  const { t } = useTranslation(['orders', 'common']);
  const [intent] = useState(readPurchaseIntent);
  const [orderId, setOrderId] = useState(readPurchaseOrder);
  const create = useCreateOrder();
  const started = useRef(false);

  useEffect(() => {
    if (orderId || !intent || started.current) return;
    started.current = true;
    create
      .mutateAsync({ kind: 'subscription', package: intent.packageId, months: intent.months, method: 'bank_transfer' })
      .then((order) => {
        savePurchaseOrder(order.id);
        setOrderId(order.id);
      })
      .catch(() => undefined);
  }, [orderId, intent, create]);

  const order = useQuery({ ...orderQuery(orderId ?? ''), enabled: orderId !== null });
  const startOver = () => {
    if (!intent) return;
    savePurchaseIntent(intent);
    started.current = false;
    setOrderId(null);
  };

  return (
    <Stack gap="lg" maw={880}>
      <PageTitle title={t('invoice.title')} />
      <Title order={1}>{t('invoice.heading')}</Title>
      {!intent && !orderId && (
        <Stack gap="sm" align="flex-start">
          <Text>{t('invoice.noPurchase')}</Text>
          <Button component={Link} to="/pricing" variant="light">
            {t('invoice.toPricing')}
          </Button>
        </Stack>
      )}
      {order.error && (
        <Alert color="red" title={t('common:errors.title')} role="alert">
          {errorText(t, order.error)}
          {intent && (
            <Button mt="sm" variant="light" onClick={startOver} display="block">
              {t('invoice.newOrder')}
            </Button>
          )}
        </Alert>
      )}
      {order.data && <Invoice order={order.data} onStartOver={intent ? startOver : undefined} />}
    </Stack>
  );
}

function Invoice({ order, onStartOver }: { order: Order; onStartOver?: () => void }) {
  const { t } = useTranslation(['orders', 'common']);
  const language = useLanguage();
  const site = useSiteConfig();
  const confirm = useConfirmTransfer();
  const amount = formatVnd(order.amount, language);
  const facts: [string, string][] = [
    [t('invoice.customer'), order.customerName],
    [t('invoice.email'), order.customerEmail],
    [t('invoice.orderId'), order.id],
    [t('invoice.date'), formatDateTime(order.createdAt, language)],
  ];
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" data-testid="invoice-facts">
          {facts.map(([label, value]) => (
            <Text key={label} style={{ overflowWrap: 'anywhere' }}>
              <Text span c="dimmed">
                {label}:
              </Text>{' '}
              <Text span fw={600}>
                {value}
              </Text>
            </Text>
          ))}
        </SimpleGrid>
        <Table.ScrollContainer minWidth={480} mt="md">
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
                <Table.Td>
                  {t('invoice.line', { months: order.months, package: t(`common:roles.${order.accountType}`) })}
                </Table.Td>
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
      {order.status === 'awaiting_review' && (
        <Alert color="teal" title={t('invoice.confirmedTitle')} role="status">
          {t('invoice.confirmed', { orderId: order.id })}
        </Alert>
      )}
      {order.bankTransfer && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} size="h3" mb="md">
            {t('invoice.payHeading')}
          </Title>
          <Group align="flex-start" gap="xl">
            <Stack gap={6} style={{ flex: '1 1 260px' }} data-testid="bank-details">
              <Text>
                {t('invoice.bank')}: <b>{order.bankTransfer.bankName}</b>
              </Text>
              <Text>
                {t('invoice.account')}: <b>{order.bankTransfer.accountNumber}</b>
              </Text>
              <Text>
                {t('invoice.holder')}: <b>{order.bankTransfer.accountName}</b>
              </Text>
              <Text>
                {t('invoice.total')}: <b>{amount}</b>
              </Text>
              <Text>
                {t('invoice.content')}: <b data-testid="transfer-content">{order.bankTransfer.content}</b>
              </Text>
              <Text size="sm" c="dimmed">
                {t('invoice.contentHint')}
              </Text>
            </Stack>
            <Stack gap={4} align="center">
              <VietQrCode payload={order.bankTransfer.vietQr} alt={t('invoice.qrAlt', { orderId: order.id })} />
              <Text size="sm" c="dimmed" maw={240} ta="center">
                {t('invoice.qr')}
              </Text>
            </Stack>
          </Group>
          {order.status === 'pending' && (
            <Stack gap={4} mt="lg" align="flex-start">
              {confirm.error && (
                <Alert color="red" role="alert" w="100%">
                  {errorText(t, confirm.error)}
                </Alert>
              )}
              <Button onClick={() => confirm.mutate(order.id)} loading={confirm.isPending} size="md">
                {t('invoice.confirm')}
              </Button>
              <Text size="sm" c="dimmed">
                {t('invoice.confirmHint')}
              </Text>
            </Stack>
          )}
          <Text size="sm" mt="md">
            {t('invoice.support', { email: site?.supportEmail ?? '…' })}
          </Text>
        </Paper>
      )}
      {!isOpenOrder(order.status) && order.status !== 'fulfilled' && onStartOver && (
        <Button variant="light" onClick={onStartOver} style={{ alignSelf: 'flex-start' }}>
          {t('invoice.newOrder')}
        </Button>
      )}
    </Stack>
  );
}
