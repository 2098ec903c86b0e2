import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { businessDay, DEFAULT_BUSINESS_TIME_ZONE, routes } from '@oneclick/shared';
import ExcelJS from 'exceljs';
import { ADMIN, createVerifiedAccount, logInPage, PASSWORD, signedInApi } from '../support/accounts';
import { clientOf } from '../support/api';
import { useLanguage } from '../support/language';
import { dashboardMessages } from '../support/messages';
import { makeReseller } from '../support/resellers';

const users = dashboardMessages('en-US');

/** Clicks the statement's download and reads the workbook's rows below the header. */
async function downloadStatement(page: Page): Promise<unknown[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: users.statement.download }).click(),
  ]);
  // This month as the server counts it: in Vietnam, where it begins seven hours before UTC's.
  const month = businessDay(new Date(), DEFAULT_BUSINESS_TIME_ZONE).slice(0, 7);
  expect(download.suggestedFilename()).toBe(`statement-${month}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(readFileSync((await download.path())!)).buffer);
  const rows: unknown[][] = [];
  book.getWorksheet('Statement')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows.slice(1);
}

test('a reseller downloads this month’s statement from their corner, and an admin downloads it for them', async ({
  playwright,
  browser,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const reseller = await createVerifiedAccount(request, baseURL!, 'Statement Reseller');
  const client = await createVerifiedAccount(request, baseURL!, 'Statement Client');
  await makeReseller(playwright, request, baseURL!, reseller, 15);
  await request.dispose();
  const admin = await signedInApi(playwright, baseURL!, ADMIN.email, ADMIN.password);
  const adminApi = clientOf(admin);
  const { id: resellerId } = await adminApi.call(routes.users.lookUpUser, { query: { email: reseller.email } });
  const generated = await adminApi.call(routes.licenceKeys.generateLicenceKeys, {
    body: { quantity: 1, accountType: 6, months: 12, resellerId },
  });
  const [key] = generated.keys;
  await admin.dispose();
  const seller = await signedInApi(playwright, baseURL!, reseller.email, PASSWORD);
  await clientOf(seller).call(routes.licenceKeys.redeemLicenceKey, {
    body: { customerEmail: client.email, code: key!.code },
  });
  await seller.dispose();

  const expected = [client.email, 'Premium', 12, key!.code, 15];
  await test.step('the reseller, from their corner', async () => {
    const page = await (await browser.newContext()).newPage();
    await useLanguage(page, 'en-US');
    await logInPage(page, baseURL!, reseller.email);
    await page.goto('/users');
    const rows = await downloadStatement(page);
    expect(rows[0]!.slice(1, 6)).toEqual(expected);
    expect(rows.at(-1)![1]).toBe('Total: 1 activation');
    await page.context().close();
  });

  await test.step('an admin, from Resellers, choosing the reseller', async () => {
    const page = await (await browser.newContext()).newPage();
    await useLanguage(page, 'en-US');
    await logInPage(page, baseURL!, ADMIN.email, ADMIN.password);
    await page.goto('/users?section=resellers');
    const picker = page.getByTestId('statement-download');
    await picker.getByRole('combobox', { name: users.statement.reseller }).click();
    await picker.getByRole('combobox', { name: users.statement.reseller }).fill('Statement');
    await page.getByRole('option', { name: `Statement Reseller (${reseller.email})` }).click();
    const rows = await downloadStatement(page);
    expect(rows[0]!.slice(1, 6)).toEqual(expected);
    await page.context().close();
  });
});
