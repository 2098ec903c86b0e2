import type { LastBackup } from '@oneclick/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { lastBackupQuery } from '../api/get-last-backup';
import { renderWithProviders } from '../../../test/render';
import { queryClientSignedInAs, sessionUser } from '../../../test/session-user';
import { BackupNotice } from './backup-notice';

async function renderNotice(last: LastBackup) {
  await loadNamespace('backups', 'en-US');
  const queryClient = queryClientSignedInAs(sessionUser());
  queryClient.setQueryData(lastBackupQuery.queryKey, last);
  await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <BackupNotice />
    </QueryClientProvider>,
  );
  return screen.getByTestId('backup-notice');
}

const recent: LastBackup = {
  takenAt: '2026-11-27T02:00:00.000Z',
  file: 'portal.tar',
  warnAfterDays: 2,
  stale: false,
  encrypted: true,
};

describe('BackupNotice', () => {
  it('names the day of a recent, encrypted backup quietly', async () => {
    const notice = await renderNotice(recent);
    expect(notice).toHaveTextContent('Last backup: November 27, 2026, encrypted.');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('warns when the newest backup is recent but not encrypted', async () => {
    const notice = await renderNotice({ ...recent, encrypted: false });
    expect(notice).toHaveAttribute('role', 'note');
    expect(notice).toHaveTextContent('is not encrypted: whoever gets a copy can read the database');
  });
});
