import { Alert, Button, Stack, Title } from '@mantine/core';
import { formatVnd, isOpenOrder, type Order } from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { PageTitle } from '../../../components/page-title';
import { BankTransferPanel } from '../../payments/components/bank-transfer-panel';
import { useLanguage } from '../../../i18n/use-language';
import { ErrorMessage } from '../../../components/error-message';
import { InvoiceSheet } from '../components/invoice-sheet';
import { InvoiceSkeleton } from '../components/invoice-skeleton';
import { NoPurchase } from '../components/no-purchase';
import { UpgradeQuote } from '../components/upgrade-quote';
import { ReceiptCompanyForm } from '../components/receipt-company-form';
import { usePurchaseOrder } from '../hooks/use-purchase-order';
import { roleName } from '../../../i18n/role-name';

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
      {!intent && !orderId && <NoPurchase />}
      {error && (
        <Alert color="red" title={t('common:errors.title')} role="alert">
          <ErrorMessage error={error} />
          {startOver && (
            <Button mt="sm" variant="light" onClick={startOver} display="block">
              {t('invoice.newOrder')}
            </Button>
          )}
        </Alert>
      )}
      {order ? <Invoice order={order} onStartOver={startOver} /> : (intent || orderId) && !error && <InvoiceSkeleton />}
    </Stack>
  );
}

function Invoice({ order, onStartOver }: { order: Order; onStartOver?: () => void }) {
  const { t } = useTranslation(['orders', 'common']);
  const language = useLanguage();
  const amount = formatVnd(order.amount, language);
  return (
    <Stack gap="lg">
      <InvoiceSheet
        order={order}
        amount={amount}
        line={t('invoice.line', { months: order.months, package: roleName(t, order.accountType) })}
      />
      <UpgradeQuote order={order} />
      <ReceiptCompanyForm order={order} />
      <BankTransferPanel order={order} />
      {!isOpenOrder(order.status) && order.status !== 'fulfilled' && onStartOver && (
        <Button variant="light" onClick={onStartOver} style={{ alignSelf: 'flex-start' }}>
          {t('invoice.newOrder')}
        </Button>
      )}
    </Stack>
  );
}
