import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useBusinessDate } from '../../../i18n/use-business-date';
import { useTranslation } from '../../../i18n/use-translation';
import { lastBackupQuery } from '../api/get-last-backup';

/**
 * At the top of an admin's dashboard: when the newest backup was taken, and a warning once it is
 * too old, there is none, or it is not encrypted.
 */
export function BackupNotice() {
  const { t } = useTranslation('backups');
  const formatDate = useBusinessDate();
  const { data } = useQuery(lastBackupQuery);
  if (!data) return null;
  const date = data.takenAt ? formatDate(data.takenAt) : '';
  if (!data.stale && data.encrypted) {
    return (
      <Text size="sm" c="dimmed" data-testid="backup-notice">
        {t('backups.last', { date })}
      </Text>
    );
  }
  if (!data.stale) {
    return (
      <Alert color="yellow" role="note" data-testid="backup-notice">
        {t('backups.notEncrypted', { date })}
      </Alert>
    );
  }
  return (
    // No title: the alert's yellow title colour fails contrast on its background.
    <Alert color="yellow" role="note" data-testid="backup-notice">
      {data.takenAt ? t('backups.stale', { date, count: data.warnAfterDays }) : t('backups.none')}
    </Alert>
  );
}
