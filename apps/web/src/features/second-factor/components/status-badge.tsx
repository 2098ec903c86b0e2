import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

/** Whether a way of proving a second factor is in use. */
export function StatusBadge({ on }: { on: boolean }) {
  const { t } = useTranslation('second-factor');
  return (
    <Badge color={on ? 'teal' : 'gray'} variant="light" data-testid="status">
      {on ? t('security.on') : t('security.off')}
    </Badge>
  );
}
