import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { type MyRenewal, type PaymentMethod, RENEWAL_MONTHS, type SoldPackage, WEB_PATHS } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { ErrorMessage } from '../../../components/error-message';
import { FormAlert } from '../../../components/form-alert';
import { PageTitle } from '../../../components/page-title';
import { roleName } from '../../../i18n/role-name';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslation } from '../../../i18n/use-translation';
import { useBusinessDate } from '../../../i18n/use-business-date';
import { useAuth } from '../../../lib/session';
import { useSiteConfig } from '../../../lib/site-config';
import { useBuyPlan } from '../../orders/hooks/use-buy-plan';
import { myRenewalQuery } from '../api/get-my-renewal';

/** How a renewal is paid in each language: PayPal in English, a bank transfer in Vietnamese; Thai goes to the sales agent. */
const RENEWAL_METHODS = { 'en-US': 'paypal', vi: 'bank_transfer' } as const;

/**
 * /renew, where the reminders' link leads: the customer's plan and its end, and the one way to
 * renew it: the same package for 12 months on the invoice of their language, their reseller, or
 * the sales agent.
 */
export function RenewPage() {
  const { t } = useTranslation(['renewals', 'common']);
  const { data: renewal } = useQuery(myRenewalQuery());
  return (
    <Stack gap="lg" maw={720}>
      <PageTitle title={t('title')} />
      <Title order={1}>{t('heading')}</Title>
      {renewal && <RenewalCard renewal={renewal} />}
    </Stack>
  );
}

function RenewalCard({ renewal }: { renewal: MyRenewal }) {
  const { t } = useTranslation(['renewals', 'common']);
  const businessDate = useBusinessDate();
  const { user } = useAuth();
  const { plan } = renewal;
  if (!plan) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Text mb="md">{t('nothing')}</Text>
        <Button component={Link} to={WEB_PATHS.pricing} variant="light">
          {t('seePricing')}
        </Button>
      </Paper>
    );
  }
  const date = businessDate(plan.expiresAt);
  const ended = user !== null && user.effectiveRole !== user.role;
  return (
    <Paper withBorder radius="lg" p="xl" data-testid="renewal">
      <Text fw={600} size="lg">
        {t(ended ? 'ended' : 'ends', { plan: roleName(t, plan.accountType), date })}
      </Text>
      <Text c="dimmed" mt={4} mb="lg">
        {t('extends')}
      </Text>
      <HowToRenew renewal={renewal} />
    </Paper>
  );
}

function HowToRenew({ renewal }: { renewal: MyRenewal }) {
  const { t } = useTranslation('renewals');
  const language = useLanguage();
  const site = useSiteConfig();
  if (renewal.reseller) {
    const { name, email } = renewal.reseller;
    return (
      <Alert color="blue" variant="light" role="note">
        {t('throughReseller', { name })} <Anchor href={`mailto:${email}`}>{email}</Anchor>
      </Alert>
    );
  }
  if (language === 'th') {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{t('salesAgent')}</Text>
        <Button component="a" href={site?.thaiSalesAgentUrl} target="_blank" rel="noopener noreferrer">
          {t('contactSalesAgent')}
        </Button>
      </Stack>
    );
  }
  const packageId = renewal.package;
  if (!packageId) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>
          {t('salesAgent')} {site && <Anchor href={`mailto:${site.supportEmail}`}>{site.supportEmail}</Anchor>}
        </Text>
        <Anchor component={Link} to={WEB_PATHS.pricing}>
          {t('salesAgentLink')}
        </Anchor>
      </Stack>
    );
  }
  return <RenewButton packageId={packageId} method={RENEWAL_METHODS[language]} />;
}

/** The same package for 12 months: the order is made on the click, and its invoice opens. */
function RenewButton({ packageId, method }: { packageId: SoldPackage; method: PaymentMethod }) {
  const { t } = useTranslation('renewals');
  const { buy, busy, error, dismissError } = useBuyPlan(method);
  return (
    <Stack gap="sm" align="flex-start">
      {error && (
        <FormAlert onClose={dismissError} w="100%">
          <ErrorMessage error={error} />
        </FormAlert>
      )}
      <Button
        size="md"
        onClick={() => void buy({ packageId, months: RENEWAL_MONTHS })}
        loading={busy}
        data-testid="renew"
      >
        {t('renew')}
      </Button>
    </Stack>
  );
}
