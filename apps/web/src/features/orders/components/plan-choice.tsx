import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { currencyOf, formatMoney, orderAmount, PACKAGES, type PaymentMethod, WEB_PATHS } from '@oneclick/shared';
import { Link } from 'wouter';
import { ErrorMessage } from '../../../components/error-message';
import { FormAlert } from '../../../components/form-alert';
import { roleName } from '../../../i18n/role-name';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslation } from '../../../i18n/use-translation';
import type { PurchaseIntent } from '../../../lib/purchase-intent';
import { useSiteConfig } from '../../../lib/site-config';
import { useBuyPlan } from '../hooks/use-buy-plan';
import { FactsGrid } from './facts-grid';

/**
 * An invoice of a plan chosen but not yet ordered (a visitor back from the login, an older link):
 * the package, the term and their price, in US dollars from the price table or in dong at the
 * site's bank prices, and the one button that orders it. The order's invoice then takes its place.
 */
export function PlanChoice({ method, intent }: { method: PaymentMethod; intent: PurchaseIntent }) {
  const { t } = useTranslation(['orders', 'common']);
  const language = useLanguage();
  const vndPrices = useSiteConfig()?.bankTransferPrices;
  const { buy, busy, error, dismissError } = useBuyPlan(method, { replace: true });
  const currency = currencyOf(method);
  const amount =
    currency === 'USD' || vndPrices ? orderAmount({ ...intent, currency, vndPrices: vndPrices ?? {} }) : null;
  const facts: [string, string][] = [
    [t('choice.package'), roleName(t, PACKAGES[intent.packageId].accountType)],
    [t('choice.term'), t('choice.months', { months: intent.months })],
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="plan-choice">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {t('choice.heading')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('choice.lead')}
          </Text>
        </div>
        <FactsGrid facts={facts} testId="choice-facts" />
        {amount !== null && (
          <Group justify="space-between" gap="xs" data-testid="choice-price">
            <Text fw={700}>{t('choice.price')}</Text>
            <Text fw={700} size="xl">
              {formatMoney(amount, currency, language)}
            </Text>
          </Group>
        )}
        {error && (
          <FormAlert onClose={dismissError}>
            <ErrorMessage error={error} />
          </FormAlert>
        )}
        <Group gap="md">
          <Button size="md" onClick={() => void buy(intent)} loading={busy} data-testid="place-order">
            {t('choice.place')}
          </Button>
          <Anchor component={Link} to={WEB_PATHS.pricing} fw={600}>
            {t('choice.change')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
