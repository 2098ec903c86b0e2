import type { UserSummary } from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { roleName } from '../../../i18n/role-name';

/** The account type's label; a paid type past its expiry reads as expired. */
export function AccountTypeLabel({ user }: { user: Pick<UserSummary, 'role' | 'effectiveRole'> }) {
  const { t } = useTranslation(['users', 'common']);
  if (user.role !== user.effectiveRole) {
    return <>{t('check.expired', { type: roleName(t, user.role) })}</>;
  }
  return <>{roleName(t, user.role)}</>;
}
