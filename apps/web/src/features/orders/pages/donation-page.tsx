import { Alert, Button, Checkbox, NumberInput, Stack, Text, Title } from '@mantine/core';
import { DONATION_LIMITS_USD } from '@oneclick/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { OrderForm } from '../components/order-form';
import { PageTitle } from '../../../components/page-title';
import { ErrorMessage } from '../../../components/error-message';
import { useDonate } from '../hooks/use-donate';
import { useSiteConfig } from '../../../lib/site-config';
import { PaypalOutcomeAlert, usePaypalOutcome } from '../../payments/components/paypal-outcome';

const validAmount = (amount: number | string) =>
  typeof amount === 'number' &&
  amount >= DONATION_LIMITS_USD.min &&
  amount <= DONATION_LIMITS_USD.max &&
  Number.isInteger(Number((amount * 100).toFixed(6)));

/**
 * /donation: anyone gives the amount they type (225 USD unless they change it), by PayPal, and
 * may ask for a legal e-invoice where the portal issues them.
 */
export function DonationPage() {
  const { t } = useTranslation(['orders', 'payments', 'common']);
  const { outcome } = usePaypalOutcome();
  const [amount, setAmount] = useState<number | string>(DONATION_LIMITS_USD.default);
  const [touched, setTouched] = useState(false);
  const [wantsEInvoice, setWantsEInvoice] = useState(false);
  const eInvoices = useSiteConfig()?.eInvoices ?? false;
  const donate = useDonate();
  const invalid = !validAmount(amount);

  return (
    <Stack gap="lg" maw={560}>
      <PageTitle title={t('donation.title')} />
      <Title order={1}>{t('donation.heading')}</Title>
      {outcome === 'success' && (
        <Alert color="teal" title={t('paypal.success')} role="status" data-testid="payment-success">
          {t('donation.thanks')}
        </Alert>
      )}
      {outcome && outcome !== 'success' && <PaypalOutcomeAlert outcome={outcome} />}
      <Text>{t('donation.intro')}</Text>
      <OrderForm
        onSubmit={() => {
          setTouched(true);
          if (!invalid) donate.mutate({ amountUsd: amount as number, wantsEInvoice: eInvoices && wantsEInvoice });
        }}
      >
        <Stack gap="md">
          <NumberInput
            label={t('donation.amount')}
            value={amount}
            onChange={setAmount}
            min={DONATION_LIMITS_USD.min}
            max={DONATION_LIMITS_USD.max}
            decimalScale={2}
            prefix="$"
            thousandSeparator=","
            clampBehavior="none"
            error={touched && invalid ? t('donation.amountInvalid') : undefined}
            data-testid="donation-amount"
          />
          {eInvoices && (
            <Checkbox
              label={t('donation.eInvoice')}
              description={t('donation.eInvoiceHint')}
              checked={wantsEInvoice}
              onChange={(event) => setWantsEInvoice(event.currentTarget.checked)}
            />
          )}
          {donate.error && (
            <Alert color="red" role="alert">
              <ErrorMessage error={donate.error} />
            </Alert>
          )}
          <Button
            type="submit"
            size="md"
            loading={donate.isPending || donate.isSuccess}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('donation.pay')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('paypal.payHint')}
          </Text>
        </Stack>
      </OrderForm>
    </Stack>
  );
}
