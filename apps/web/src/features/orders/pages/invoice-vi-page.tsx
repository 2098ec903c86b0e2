import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isOpenOrder, type Order } from '@oneclick/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useLanguage } from '../../../i18n/use-language';
import { errorText } from '../../../lib/error-text';
import { formatVnd } from '../../../lib/format';
import { useSiteConfig } from '../../../lib/site-config';
import { useConfirmTransfer } from '../api/confirm-transfer';
import { InvoiceSheet } from '../components/invoice-sheet';
import { VietQrCode } from '../components/vietqr-code';
import { usePurchaseOrder } from '../hooks/use-purchase-order';

/**
 * /invoice_vi: the order for the package chosen on the pricing page, made by the server once
 * (a reload shows the same order), with the bank details, the VietQR code and 'confirm order'.
 */
export function InvoiceViPage() {
  const { t } = useTranslation(['orders', 'common']);
  const { intent, orderId, order, error, startOver } = usePurchaseOrder('bank_transfer');

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
      {error && (
        <Alert color="red" title={t('common:errors.title')} role="alert">
          {errorText(t, error)}
          {startOver && (
            <Button mt="sm" variant="light" onClick={startOver} display="block">
              {t('invoice.newOrder')}
            </Button>
          )}
        </Alert>
      )}
      {order && <Invoice order={order} onStartOver={startOver} />}
    </Stack>
  );
}

function Invoice({ order, onStartOver }: { order: Order; onStartOver?: () => void }) {
  const { t } = useTranslation(['orders', 'common']);
  const language = useLanguage();
  const site = useSiteConfig();
  const confirm = useConfirmTransfer();
  const amount = formatVnd(order.amount, language);
  return (
    <Stack gap="lg">
      <InvoiceSheet
        order={order}
        amount={amount}
        line={t('invoice.line', { months: order.months, package: t(`common:roles.${order.accountType}`) })}
      />
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
