import { formatVnd } from '@oneclick/shared';
import { Alert, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { ErrorMessage } from '../../../components/error-message';
import { useSiteConfig } from '../../../lib/site-config';
import { useConfirmTransfer } from '../api/confirm-transfer';
import { VietQrCode } from './vietqr-code';

/**
 * How to pay an open bank-transfer order: the account, the amount, the content (the order's
 * id), each with a copy button, the VietQR code with a button saving it as an image, and
 * 'confirm order'; then that the transfer is being checked.
 */
export function BankTransferPanel({ order }: { order: Order }) {
  const { t } = useTranslation(['payments', 'orders', 'common']);
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
              <CopyableDetail
                label={t('invoice.account')}
                shown={order.bankTransfer.accountNumber}
                value={order.bankTransfer.accountNumber}
                copyLabel={t('invoice.copyAccount')}
                testId="account-number"
              />
              <Text>
                {t('invoice.holder')}: <b>{order.bankTransfer.accountName}</b>
              </Text>
              <CopyableDetail
                label={t('invoice.total')}
                shown={amount}
                value={String(order.amount)}
                copyLabel={t('invoice.copyAmount')}
                testId="transfer-amount"
              />
              <CopyableDetail
                label={t('invoice.content')}
                shown={order.bankTransfer.content}
                value={order.bankTransfer.content}
                copyLabel={t('invoice.copyContent')}
                testId="transfer-content"
              />
              <Text size="sm" c="dimmed">
                {t('invoice.contentHint')}
              </Text>
            </Stack>
            <Stack gap={4} align="center" style={{ flex: '1 1 240px' }}>
              <VietQrCode
                payload={order.bankTransfer.vietQr}
                alt={t('invoice.qrAlt', { orderId: order.id })}
                orderId={order.id}
                saveLabel={t('invoice.saveQr')}
              />
              <Text size="sm" c="dimmed" maw={260} ta="center">
                {t('invoice.qr')} {t('invoice.saveQrHint')}
              </Text>
            </Stack>
          </Group>
          {order.status === 'pending' && (
            <Stack gap={4} mt="lg" align="flex-start">
              {confirm.error && (
                <Alert color="red" role="alert" w="100%">
                  <ErrorMessage error={confirm.error} />
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

interface CopyableDetailProps {
  label: string;
  /** The value as the page shows it. */
  shown: string;
  /** The value as a banking app wants it pasted (the amount without separators or currency). */
  value: string;
  copyLabel: string;
  testId: string;
}

/** One bank detail with a button copying it, for someone paying from the phone showing the invoice. */
function CopyableDetail({ label, shown, value, copyLabel, testId }: CopyableDetailProps) {
  const { t } = useTranslation(['payments', 'orders', 'common']);
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Text style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {label}: <b data-testid={testId}>{shown}</b>
      </Text>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            size="compact-sm"
            variant={copied ? 'filled' : 'light'}
            color={copied ? 'teal' : undefined}
            onClick={copy}
            aria-label={copied ? `${t('invoice.copied')}: ${label}` : copyLabel}
            style={{ flexShrink: 0 }}
            data-testid={`copy-${testId}`}
          >
            {copied ? t('invoice.copied') : t('invoice.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
