import { routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { backupsKeys } from '../../../lib/query-keys';

export const lastBackupQuery = queryOptions({
  queryKey: backupsKeys.last,
  queryFn: ({ signal }) => call(routes.backups.getLastBackup, { signal }),
});
