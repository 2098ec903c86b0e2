import { PRIVACY_POLICY_UPDATED_ON } from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { formatCalendarDate } from '../../../lib/format';
import { useLanguage } from '../../../i18n/use-language';
import { PolicyDocument } from '../components/policy-document';

export function PrivacyPage() {
  const { t } = useTranslation('policies');
  const language = useLanguage();
  const date = formatCalendarDate(PRIVACY_POLICY_UPDATED_ON, language);
  return <PolicyDocument policy="privacy" subtitle={t('privacy.lastUpdated', { date })} />;
}
