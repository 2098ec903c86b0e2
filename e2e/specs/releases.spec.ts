import { createHash, randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routes } from '@oneclick/shared';
import { expect, type Page, test } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { ADMIN, logInPage } from '../support/accounts';
import { clientOf } from '../support/api';
import { useLanguage } from '../support/language';
import { runLicenceClient } from '../support/licence-client';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * A version no other run of this spec has used (versions are unique for good). The one the first
 * test publishes must become the latest, so it draws its major from above every other test's
 * (this file's others publish majors 10-99, addReleases 0), however many runs came before. Two
 * copies of it at once (`--repeat-each` on two workers) would both want to be the latest.
 */
const freshVersion = (major: [number, number]) => `${randomInt(...major)}.${randomInt(0, 9999)}.${randomInt(0, 9999)}`;
const LATEST_MAJOR: [number, number] = [100, 10_000];
const OLDER_MAJOR: [number, number] = [10, 100];

async function openReleases(page: Page, baseURL: string, language: 'en-US' | 'vi') {
  await useLanguage(page, language);
  await logInPage(page, baseURL, ADMIN.email, ADMIN.password);
  await page.goto('/users?section=releases');
}

test('an admin publishes a version: the software updates to it, the home page serves it, and it is withdrawn', async ({
  page,
  baseURL,
}) => {
  const version = freshVersion(LATEST_MAJOR);
  const zip = Buffer.from(zipSync({ 'oneclick/main.rb': strToU8(`# OneClick ${version}`) }));
  const folder = mkdtempSync(path.join(tmpdir(), 'oneclick-update-'));
  try {
    await openReleases(page, baseURL!, 'en-US');
    await expect(page.getByRole('tab', { name: 'Releases' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('textbox', { name: 'Version' }).fill(version);
    await page.getByLabel('What changed (Tiếng Việt)').fill('Sửa lỗi xuất bản vẽ.');
    await page.getByLabel('What changed (English)').fill('Fixes the drawing export.\nFaster start.');
    await page.getByLabel('What changed (ไทย)').fill('แก้ไขการส่งออกแบบ');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'oneclick.zip', mimeType: 'application/zip', buffer: zip });
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status')).toHaveText(`Version ${version} is published.`);
    const row = page.getByTestId(`release-${version}`);
    await expect(row).toContainText('Latest');
    await expect(row).toContainText('Published');
    await expect(row).toContainText('Fixes the drawing export.');
    await expect(row).toContainText(sha256(zip).slice(0, 12));
    await expect(page.getByRole('textbox', { name: 'Version' })).toHaveValue('');

    await test.step('the software, running 2.4.0, finds the new version and checks its zip against the SHA-256', async () => {
      const out = path.join(folder, 'update.zip');
      const update = runLicenceClient(['update', '--portal', baseURL!, '--running', '2.4.0', '--out', out]);
      expect(await update.exited, update.output()).toBe(0);
      expect(update.output()).toContain(`Version ${version} downloaded`);
      expect(readFileSync(out).equals(zip)).toBe(true);
    });

    await test.step("the home page's free download is now that version", async () => {
      await page.goto('/');
      const downloading = page.waitForEvent('download');
      await page.getByTestId('card-download').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`oneclick-extension-${version}.zip`);
      expect(readFileSync(await download.path()).equals(zip)).toBe(true);
    });

    await test.step('withdrawn, it is served no more; its downloads were counted', async () => {
      await page.goto('/users?section=releases');
      await expect(row.getByTestId('release-downloads')).toHaveText('2');
      await row.getByRole('button', { name: `Withdraw: ${version}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(`Withdraw version ${version}?`);
      await dialog.getByRole('button', { name: 'Withdraw the version' }).click();
      await expect(page.getByRole('status')).toHaveText(`Version ${version} withdrawn.`);
      await expect(row).toContainText('Withdrawn');
      await expect(row).not.toContainText('Latest');
      expect((await page.request.get(`/downloads/releases/${version}`)).status()).toBe(404);
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('in Vietnamese, the form says what is wrong before and after sending, a refused zip leaves no draft, and a draft is deleted', async ({
  page,
  baseURL,
}) => {
  const version = freshVersion(OLDER_MAJOR);
  await openReleases(page, baseURL!, 'vi');
  await page.getByRole('button', { name: 'Phát hành' }).click();
  await expect(page.getByText('Ghi phiên bản dạng chính.phụ.vá, ví dụ 1.4.0.')).toBeVisible();
  await expect(page.getByText('Hãy chọn tệp zip của tiện ích.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Phiên bản' }).fill(version);
  for (const language of ['Tiếng Việt', 'English', 'ไทย']) {
    await page.getByLabel(`Thay đổi (${language})`).fill('Ghi chú');
  }
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await page.getByRole('button', { name: 'Phát hành' }).click();
  await expect(page.getByText('Hãy chọn một tệp .zip.')).toBeVisible();

  await test.step('a file named .zip that is not one: no draft is left behind; the right zip then publishes the version', async () => {
    const file = page.locator('input[type=file]');
    await file.setInputFiles({
      name: 'broken.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from('not really a zip'),
    });
    await page.getByRole('button', { name: 'Phát hành' }).click();
    await expect(page.getByRole('alert')).toHaveText('Tệp không phải là tệp zip hợp lệ.');
    const row = page.getByTestId(`release-${version}`);
    await expect(row).toHaveCount(0);
    const zip = Buffer.from(zipSync({ 'oneclick/main.rb': strToU8(`# OneClick ${version}`) }));
    await file.setInputFiles({ name: 'oneclick.zip', mimeType: 'application/zip', buffer: zip });
    await page.getByRole('button', { name: 'Phát hành' }).click();
    await expect(page.getByRole('status')).toHaveText(`Đã phát hành phiên bản ${version}.`);
    await expect(row).toContainText('Đã phát hành');
  });

  await test.step('a draft whose upload never started (the browser closed in between) is deleted by hand', async () => {
    const abandoned = freshVersion(OLDER_MAJOR);
    await clientOf(page.request, { origin: baseURL! }).call(routes.releases.createRelease, {
      body: { version: abandoned, notes: { vi: 'Ghi chú', 'en-US': 'Notes', th: 'บันทึก' } },
    });
    await page.reload();
    const draft = page.getByTestId(`release-${abandoned}`);
    await expect(draft).toContainText('Bản nháp');
    await draft.getByRole('button', { name: `Xóa: ${abandoned}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Xóa bản nháp' }).click();
    await expect(page.getByRole('status')).toHaveText(`Đã xóa bản nháp ${abandoned}.`);
    await expect(draft).toHaveCount(0);
  });
});
