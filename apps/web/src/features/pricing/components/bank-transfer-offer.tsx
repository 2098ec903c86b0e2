import { Button, Card, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  formatVnd,
  ORDER_MONTHS,
  orderAmount,
  type OrderMonths,
  SOLD_PACKAGES,
  type SoldPackage,
} from '@oneclick/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { useSiteConfig } from '../../../lib/site-config';
import { ErrorMessage } from '../../../components/error-message';
import { FormAlert } from '../../../components/form-alert';
import { useBuyPlan } from '../../orders/hooks/use-buy-plan';
import { roleName } from '../../../i18n/role-name';
import { PurchaseNote, usePurchaseChoice } from './purchase-choice';

/** Vietnamese pricing's purchase by bank transfer, for the packages the server has a VND price for. */
export function BankTransferOffer() {
  const { t } = useTranslation(['pricing', 'common']);
  const prices = useSiteConfig()?.bankTransferPrices;
  const offered = SOLD_PACKAGES.filter((id) => prices?.[id]);
  if (!prices || offered.length === 0) return null;
  return (
    <Stack gap="md" data-testid="bank-transfer-offer">
      <div>
        <Title order={2} size="h3">
          {t('bank.heading')}
        </Title>
        <Text c="dimmed" mt={4} maw={680}>
          {t('bank.lead')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={760}>
        {offered.map((id) => (
          <OfferCard key={id} packageId={id} pricePerTerm={prices[id]!} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function OfferCard({ packageId, pricePerTerm }: { packageId: SoldPackage; pricePerTerm: number }) {
  const { t } = useTranslation(['pricing', 'common']);
  const language = useLanguage();
  const { buy, busy, error, dismissError } = useBuyPlan('bank_transfer');
  const [months, setMonths] = useState<OrderMonths>(12);
  const total = orderAmount({ packageId, months, currency: 'VND', vndPrices: { [packageId]: pricePerTerm } });
  const label = roleName(t, packageId === 'pro' ? 5 : 6);
  const choice = usePurchaseChoice(packageId, t('bank.buy'));
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {label}
        </Title>
        <Text>{t('bank.perTerm', { price: formatVnd(pricePerTerm, language) })}</Text>
        <NativeSelect
          label={t('bank.months')}
          value={String(months)}
          onChange={(event) => setMonths(Number(event.currentTarget.value) as OrderMonths)}
          data={ORDER_MONTHS.map((value) => ({
            value: String(value),
            label: t('bank.monthsOption', { count: value }),
          }))}
        />
        <Text fw={700}>{t('bank.total', { price: formatVnd(total ?? 0, language) })}</Text>
        {error && (
          <FormAlert onClose={dismissError}>
            <ErrorMessage error={error} />
          </FormAlert>
        )}
        <Button
          onClick={() => void buy({ packageId, months })}
          loading={busy}
          data-testid={`buy-bank-${packageId}`}
          aria-label={choice.note ? choice.label : `${choice.label}: ${label}`}
        >
          {choice.label}
        </Button>
        <PurchaseNote note={choice.note} />
      </Stack>
    </Card>
  );
}
