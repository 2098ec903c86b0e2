import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@oneclick/shared';
import { useTranslation } from '../../i18n/use-translation';
import { useLanguage } from '../../i18n/use-language';
import { errorText } from '../../lib/error-text';
import { formatVnd } from '../../lib/format';
import { useSiteConfig } from '../../lib/site-config';
import { useConfirmTransfer } from './confirm-transfer';
import { VietQrCode } from './vietqr-code';

/**
 * How to pay an open bank-transfer order: the account, the amount, the content (the order's
 * id), the VietQR code, and 'confirm order'; then that the transfer is being checked.
 */
export function BankTransferPanel({ order }: { order: Order }) {
  const { t } = useTranslation(['orders', 'common']);
  const language = useLanguage();
  const site = useSiteConfig();
  const confirm = useConfirmTransfer();
  const amount = formatVnd(order.amount, language);
  return (
    <>
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
          <Text size="sm" mt="md" data-testid="invoice-support">
            {site?.supportPhone
              ? t('invoice.supportWithPhone', { phone: site.supportPhone, email: site.supportEmail })
              : t('invoice.support', { email: site?.supportEmail ?? '…' })}
          </Text>
        </Paper>
      )}
    </>
  );
}
