import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { ADMIN, logInPage } from '../support/accounts';
import { businessDate } from '../support/dates';
import { useLanguage } from '../support/language';

const BACKUP_CLI = path.resolve(import.meta.dirname, '../../apps/server/dist/cli/backup.js');
/** An age X25519 public key (its identity is not kept: this spec restores nothing). */
const BACKUP_RECIPIENT = 'age173a74kr8qkyj7lztf6avvpfnzhg68xk4sw07m2lgfdl7gz0pjs3quqy749';

// The only spec that takes a backup: until it does, the portal of this run has none.
test('an admin is warned that no backup exists, an encrypted one is taken beside the running portal, and the dashboard says when', async ({
  page,
  baseURL,
}) => {
  await useLanguage(page, 'en-US');
  await logInPage(page, baseURL!, ADMIN.email, ADMIN.password);
  await page.goto('/users');
  const notice = page.getByTestId('backup-notice');
  await expect(notice).toContainText('No backup has been taken yet.');

  // `npm run backup` as an operator runs it, with the server's own settings, while it serves.
  const folder = mkdtempSync(path.join(tmpdir(), 'oneclick-e2e-backup-'));
  try {
    const archive = path.join(folder, 'portal.tar');
    const { stderr } = await promisify(execFile)(process.execPath, [BACKUP_CLI, archive], {
      cwd: folder,
      env: { PATH: process.env.PATH, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn', BACKUP_RECIPIENT },
    });
    expect(stderr).toContain(`Backup written (encrypted): ${archive}`);
    expect(statSync(archive).size).toBeGreaterThan(100_000);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }

  await page.reload();
  await expect(notice).toHaveText(`Last backup: ${businessDate(new Date(), 'en-US')}, encrypted.`);
  await expect(page.getByRole('note')).toHaveCount(0);
});
