import { Alert, List, Text } from '@mantine/core';
import {
  isAdminRole,
  isPaidAccountType,
  PACKAGE_IDS,
  PACKAGES,
  quotePlanActivation,
  ROLES,
  type SessionUser,
} from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { useBusinessDate } from '../../../i18n/use-business-date';
import { planQuoteText } from '../../../i18n/plan-quote-text';
import { useAuth } from '../../../lib/session';
import { roleName } from '../../../i18n/role-name';

/** The term the pricing page's conversion examples are worked out for. */
const EXAMPLE_MONTHS = 12;

/**
 * A signed-in customer's plan and its end; while a paid plan runs, what buying each other
 * package would make of it (D3: converted, not lost), by the rule the server applies.
 */
export function CurrentPlan() {
  const { user } = useAuth();
  if (!user || isAdminRole(user.role) || !(isPaidAccountType(user.role) || user.role === ROLES.free)) return null;
  return <CustomerPlan user={user} />;
}

function CustomerPlan({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['pricing', 'common']);
  const businessDate = useBusinessDate();
  const running = isPaidAccountType(user.effectiveRole) && user.expiresAt !== null;
  const plan = running
    ? t('account.plan', {
        plan: roleName(t, user.role),
        date: businessDate(user.expiresAt!),
      })
    : roleName(t, ROLES.free);
  const others = PACKAGE_IDS.map((id) => PACKAGES[id]).filter(
    (pkg) => pkg.purchasable && pkg.accountType !== user.role,
  );
  const current = { role: user.role, expiresAt: user.expiresAt ? new Date(user.expiresAt) : null };
  return (
    <Alert color="blue" variant="light" title={t('account.heading')} role="note" data-testid="current-plan">
      <Text fw={600} data-testid="current-plan-text">
        {plan}
      </Text>
      {running && others.length > 0 && (
        <>
          <Text size="sm" mt="xs">
            {t('account.convertLead')}
          </Text>
          <List size="sm" mt={4} data-testid="current-plan-conversions">
            {others.map((pkg) => (
              <List.Item key={pkg.id}>
                {planQuoteText(
                  t,
                  businessDate,
                  quotePlanActivation(current, { accountType: pkg.accountType, months: EXAMPLE_MONTHS }),
                  'customer',
                )}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
