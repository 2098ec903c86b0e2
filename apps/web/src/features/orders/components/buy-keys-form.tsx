import { Alert, Anchor, Button, Group, NativeSelect, NumberInput, Radio, Stack, Text } from '@mantine/core';
import {
  dashboardPath,
  formatUsd,
  formatVnd,
  KEY_PURCHASE_LIMITS,
  type Order,
  ORDER_MONTHS,
  orderAmount,
  type OrderMonths,
  type PaymentMethod,
} from '@oneclick/shared';
import { useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { OrderForm } from './order-form';
import { BankTransferPanel } from '../../payments/components/bank-transfer-panel';
import { PaypalOutcomeAlert, usePaypalOutcome } from '../../payments/components/paypal-outcome';
import { useStartPaypalPayment } from '../../payments/api/start-paypal-payment';
import { useLanguage } from '../../../i18n/use-language';
import { ErrorMessage } from '../../../components/error-message';
import { useSiteConfig } from '../../../lib/site-config';
import { useCreateOrder } from '../api/create-order';
import { roleName } from '../../../i18n/role-name';

const PACKAGE_CODES = { pro: 5, premium: 6 } as const;
type BuyablePackage = keyof typeof PACKAGE_CODES;

const validQuantity = (quantity: number | string): quantity is number =>
  typeof quantity === 'number' &&
  Number.isInteger(quantity) &&
  quantity >= KEY_PURCHASE_LIMITS.minQuantity &&
  quantity <= KEY_PURCHASE_LIMITS.maxQuantity;

/**
 * Buy keys (resellers): package, months and quantity at the catalogue price minus their
 * commission, by PayPal (USD) or bank transfer (VND, when offered). The server prices the
 * order; the figure shown beforehand is the same shared rule. Paid keys are issued to them.
 * `commissionRate` is the reseller's own (0 until it is known).
 */
export function BuyKeysForm({ commissionRate }: { commissionRate: number }) {
  const { t } = useTranslation(['orders', 'payments', 'common']);
  const language = useLanguage();
  const site = useSiteConfig();
  const { outcome } = usePaypalOutcome();
  const [pack, setPack] = useState<BuyablePackage>('pro');
  const [months, setMonths] = useState<OrderMonths>(12);
  const [quantity, setQuantity] = useState<number | string>(10);
  const [method, setMethod] = useState<PaymentMethod>('paypal');
  const [bankOrder, setBankOrder] = useState<Order | null>(null);
  const buy = useCreateOrder();
  const pay = useStartPaypalPayment();

  const vndPrices = site?.bankTransferPrices ?? { pro: null, premium: null };
  const bankOffered = vndPrices[pack] !== null;
  const chosenMethod = bankOffered ? method : 'paypal';
  const price = (rate: number) =>
    validQuantity(quantity)
      ? orderAmount({
          packageId: pack,
          months,
          quantity,
          commissionRate: rate,
          currency: chosenMethod === 'paypal' ? 'USD' : 'VND',
          vndPrices,
        })
      : null;
  const format = (amount: number | null) =>
    amount === null ? '…' : chosenMethod === 'paypal' ? formatUsd(amount, language) : formatVnd(amount, language);

  const submit = async () => {
    if (!validQuantity(quantity)) return;
    const order = await buy.mutateAsync({ kind: 'keys', package: pack, months, quantity, method: chosenMethod });
    if (order.method === 'paypal') pay.mutate(order.id);
    else setBankOrder(order);
  };
  const error = buy.error ?? pay.error;

  return (
    <Stack gap="md">
      {outcome === 'success' && (
        <Alert color="teal" title={t('paypal.success')} role="status" data-testid="payment-success">
          {t('buyKeys.issued')}{' '}
          <Anchor component={Link} to={dashboardPath('licence-keys')}>
            {t('buyKeys.toKeys')}
          </Anchor>
        </Alert>
      )}
      {outcome && outcome !== 'success' && <PaypalOutcomeAlert outcome={outcome} />}
      <Text c="dimmed" size="sm">
        {t('buyKeys.lead', { rate: commissionRate })}
      </Text>
      {bankOrder ? (
        <Stack gap="md" data-testid="buy-keys-bank">
          <Text fw={600}>{t('buyKeys.bankOrder', { orderId: bankOrder.id, count: bankOrder.quantity })}</Text>
          <BankTransferPanel order={bankOrder} />
        </Stack>
      ) : (
        <OrderForm testId="buy-keys-form" onSubmit={() => void submit().catch(() => undefined)}>
          <Stack gap="md">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <NativeSelect
                label={t('buyKeys.package')}
                style={{ flex: '1 1 10rem' }}
                value={pack}
                onChange={(event) => setPack(event.currentTarget.value as BuyablePackage)}
                data={(Object.keys(PACKAGE_CODES) as BuyablePackage[]).map((id) => ({
                  value: id,
                  label: roleName(t, PACKAGE_CODES[id]),
                }))}
              />
              <NativeSelect
                label={t('buyKeys.months')}
                style={{ flex: '1 1 10rem' }}
                value={String(months)}
                onChange={(event) => setMonths(Number(event.currentTarget.value) as OrderMonths)}
                data={ORDER_MONTHS.map((value) => ({
                  value: String(value),
                  label: t('buyKeys.monthsOption', { count: value }),
                }))}
              />
              <NumberInput
                label={t('buyKeys.quantity')}
                min={KEY_PURCHASE_LIMITS.minQuantity}
                max={KEY_PURCHASE_LIMITS.maxQuantity}
                allowDecimal={false}
                clampBehavior="none"
                w={140}
                value={quantity}
                onChange={setQuantity}
                error={validQuantity(quantity) ? undefined : t('buyKeys.quantityInvalid')}
              />
            </Group>
            <Radio.Group
              label={t('buyKeys.method')}
              value={chosenMethod}
              onChange={(value) => setMethod(value as PaymentMethod)}
            >
              <Group gap="lg" mt={4}>
                <Radio value="paypal" label={t('buyKeys.paypal')} />
                {bankOffered && <Radio value="bank_transfer" label={t('buyKeys.bank')} />}
              </Group>
            </Radio.Group>
            <div data-testid="buy-keys-price">
              <Text size="sm" c="dimmed">
                {t('buyKeys.catalogue', { amount: format(price(0)) })}
              </Text>
              <Text fw={700} size="lg">
                {t('buyKeys.youPay', { amount: format(price(commissionRate)), rate: commissionRate })}
              </Text>
            </div>
            {error && (
              <Alert color="red" role="alert">
                <ErrorMessage error={error} />
              </Alert>
            )}
            <Button
              type="submit"
              size="md"
              style={{ alignSelf: 'flex-start' }}
              loading={buy.isPending || pay.isPending || pay.isSuccess}
              disabled={!validQuantity(quantity)}
            >
              {chosenMethod === 'paypal' ? t('paypal.pay') : t('buyKeys.order')}
            </Button>
          </Stack>
        </OrderForm>
      )}
    </Stack>
  );
}
