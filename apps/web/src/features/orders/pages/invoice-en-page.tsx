import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { formatUsd, isOpenOrder, type Order, WEB_PATHS } from '@oneclick/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { PageTitle } from '../../../components/page-title';
import { useLanguage } from '../../../i18n/use-language';
import { useBusinessDate } from '../../../i18n/use-business-date';
import { takeNextUrl } from '../../../lib/next-url';
import { clearPurchaseIntent } from '../../../lib/purchase-intent';
import { sessionQuery, useAuth } from '../../../lib/session';
import { InvoiceSheet } from '../components/invoice-sheet';
import { InvoiceBody } from '../components/invoice-body';
import { NewOrderButton } from '../components/new-order-button';
import { UpgradeQuote } from '../components/upgrade-quote';
import { ReceiptCompanyForm } from '../components/receipt-company-form';
import { PayWithPaypal } from '../../payments/components/pay-with-paypal';
import { PaypalOutcomeAlert, usePaypalOutcome } from '../../payments/components/paypal-outcome';
import { roleName } from '../../../i18n/role-name';

/**
 * /invoice_en: the order Buy made (`?order=<id>`), or the plan chosen to order, priced in USD by
 * the server and paid on PayPal's page; a reload shows the same order. PayPal sends the buyer back
 * here with how it went (`?paypal=<outcome>&order=<id>`).
 */
export function InvoiceEnPage() {
  const { t } = useTranslation(['orders', 'payments', 'common']);
  const { outcome } = usePaypalOutcome();

  return (
    <Stack gap="lg" maw={880}>
      <PageTitle title={t('invoice.title')} />
      <Title order={1}>{t('invoice.heading')}</Title>
      {outcome === 'success' && <PaymentSuccess />}
      {outcome && outcome !== 'success' && <PaypalOutcomeAlert outcome={outcome} />}
      <InvoiceBody method="paypal">{(order) => <Invoice order={order} paid={outcome === 'success'} />}</InvoiceBody>
    </Stack>
  );
}

/** The order's invoice; `paid`: PayPal just said so, and the page celebrates it rather than offer a new order. */
function Invoice({ order, paid }: { order: Order; paid: boolean }) {
  const { t } = useTranslation(['orders', 'payments', 'common']);
  const language = useLanguage();
  return (
    <>
      <InvoiceSheet
        order={order}
        amount={formatUsd(order.amount, language)}
        line={
          <>
            <Text fw={600}>{t('invoiceEn.item')}</Text>
            <Text size="sm">
              {t('invoiceEn.line', { package: roleName(t, order.accountType), months: order.months })}
            </Text>
          </>
        }
      />
      <UpgradeQuote order={order} />
      <ReceiptCompanyForm order={order} />
      {isOpenOrder(order.status) && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <PayWithPaypal orderId={order.id} />
        </Paper>
      )}
      {!isOpenOrder(order.status) && !paid && <NewOrderButton order={order} />}
    </>
  );
}

/** 'Payment success': the stored purchase is forgotten and the new plan shown from a fresh session. */
function PaymentSuccess() {
  const { t } = useTranslation(['orders', 'payments', 'common']);
  const businessDate = useBusinessDate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  useEffect(() => {
    clearPurchaseIntent();
    takeNextUrl();
    void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
  }, [queryClient]);
  return (
    <Alert color="teal" title={t('paypal.success')} role="status" data-testid="payment-success">
      <Stack gap={4}>
        <Text size="sm">{t('paypal.softwareNote')}</Text>
        {user?.expiresAt && (
          <Text size="sm" fw={600} data-testid="new-plan">
            {t('paypal.plan', {
              plan: roleName(t, user.role),
              date: businessDate(user.expiresAt),
            })}
          </Text>
        )}
        <Button component={Link} to={WEB_PATHS.profile} variant="light" size="xs" style={{ alignSelf: 'flex-start' }}>
          {t('paypal.toProfile')}
        </Button>
      </Stack>
    </Alert>
  );
}
