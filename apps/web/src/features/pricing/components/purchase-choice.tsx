import { Text } from '@mantine/core';
import { isPaidAccountType, PACKAGES, type PackageId } from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { useAuth } from '../../../lib/session';

/**
 * What buying a package does for the reader: a new plan (`buy`, the button's usual words), a
 * renewal of the paid plan that runs, or a switch to another that keeps the paid time (D3).
 */
export function usePurchaseChoice(packageId: PackageId, buy: string): { label: string; note: string | null } {
  const { t } = useTranslation('pricing');
  const { user } = useAuth();
  const running = user && isPaidAccountType(user.effectiveRole) ? user.effectiveRole : null;
  if (running === null) return { label: buy, note: null };
  if (running === PACKAGES[packageId].accountType) return { label: t('renew'), note: null };
  return { label: t('switchTo', { plan: t(`plans.${packageId}.name`) }), note: t('switchKeepsTime') };
}

/** The line under a card's button that says the paid time is kept, when the purchase is a switch. */
export function PurchaseNote({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <Text size="xs" c="dimmed" ta="center" data-testid="purchase-note">
      {note}
    </Text>
  );
}
