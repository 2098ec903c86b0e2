import type { UserSummary } from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';

/** The account type's label; a paid type past its expiry reads as expired. */
export function AccountTypeLabel({ user }: { user: Pick<UserSummary, 'role' | 'effectiveRole'> }) {
  const { t } = useTranslation(['users', 'common']);
  if (user.role !== user.effectiveRole) {
    return <>{t('check.expired', { type: t(`common:roles.${user.role}`) })}</>;
  }
  return <>{t(`common:roles.${user.role}`)}</>;
}
