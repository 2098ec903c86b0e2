import { Stack, Title } from '@mantine/core';
import { formatVnd, isOpenOrder, type Order } from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { PageTitle } from '../../../components/page-title';
import { BankTransferPanel } from '../../payments/components/bank-transfer-panel';
import { useLanguage } from '../../../i18n/use-language';
import { InvoiceSheet } from '../components/invoice-sheet';
import { InvoiceBody } from '../components/invoice-body';
import { NewOrderButton } from '../components/new-order-button';
import { UpgradeQuote } from '../components/upgrade-quote';
import { ReceiptCompanyForm } from '../components/receipt-company-form';
import { roleName } from '../../../i18n/role-name';

/**
 * /invoice_vi: the order Buy made (`?order=<id>`), or the plan chosen to order, with the bank
 * details, the VietQR code and 'confirm order'; a reload shows the same order.
 */
export function InvoiceViPage() {
  const { t } = useTranslation(['orders', 'common']);
  return (
    <Stack gap="lg" maw={880}>
      <PageTitle title={t('invoice.title')} />
      <Title order={1}>{t('invoice.heading')}</Title>
      <InvoiceBody method="bank_transfer">{(order) => <Invoice order={order} />}</InvoiceBody>
    </Stack>
  );
}

function Invoice({ order }: { order: Order }) {
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
      {!isOpenOrder(order.status) && <NewOrderButton order={order} />}
    </Stack>
  );
}
