import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { routes } from '@oneclick/shared';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN, createVerifiedAccount, logInPage, PASSWORD, signedInApi } from '../support/accounts';
import { clientOf } from '../support/api';
import { useLanguage } from '../support/language';
import { makeReseller } from '../support/resellers';

/** `2026-11-25` as typed in an English date field: `11/25/2026`. */
function usDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

async function signedInPage(browser: Browser, baseURL: string, email: string, password?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, 'en-US');
  await logInPage(page, baseURL, email, password);
  return page;
}

/** Clicks Export to Excel and reads the downloaded workbook's one sheet. */
async function exportedSheet(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sales-export').click()]);
  expect(download.suggestedFilename()).toBe('sale-report.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(readFileSync((await download.path())!)).buffer);
  expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Sale Report']);
  return book.getWorksheet('Sale Report')!;
}

function emailsIn(sheet: ExcelJS.Worksheet): string[] {
  return sheet.getRows(2, Math.max(sheet.rowCount - 1, 0))?.map((row) => String(row.getCell(1).value)) ?? [];
}

/** Today as the business counts it (Ho Chi Minh City), as the date inputs take it. */
function businessToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
}

test('an admin reads the sales at a glance, narrows the report and exports it; a reseller sees only their own', async ({
  browser,
  playwright,
  request,
  baseURL,
}) => {
  const { seller, theirClient, directClient, adminApi, sellerApi } =
    await test.step('a fresh reseller activates one client with a Pro key; the admin activates another directly', async () => {
      const seller = await createVerifiedAccount(request, baseURL!, 'Sales Reseller');
      await makeReseller(playwright, request, baseURL!, seller, 15);
      const theirClient = await createVerifiedAccount(request, baseURL!, 'Reseller Client');
      const directClient = await createVerifiedAccount(request, baseURL!, 'Direct Client');
      const adminApi = await signedInApi(playwright, baseURL!, ADMIN.email, ADMIN.password);
      const asAdmin = clientOf(adminApi);
      const { id: sellerId } = await asAdmin.call(routes.users.lookUpUser, { query: { email: seller.email } });
      const keyFor = async (resellerId: string | null, accountType: number) => {
        const { keys } = await asAdmin.call(routes.licenceKeys.generateLicenceKeys, {
          body: { quantity: 1, accountType, months: 12, resellerId },
        });
        return keys[0]!.code;
      };
      const sellerApi = await signedInApi(playwright, baseURL!, seller.email, PASSWORD);
      await clientOf(sellerApi).call(routes.licenceKeys.redeemLicenceKey, {
        body: { customerEmail: theirClient.email, code: await keyFor(sellerId, 5) },
      });
      await asAdmin.call(routes.licenceKeys.redeemLicenceKey, {
        body: { customerEmail: directClient.email, code: await keyFor(null, 6) },
      });
      return { seller, theirClient, directClient, adminApi, sellerApi };
    });

  const admin =
    await test.step("the admin's Summary Sale: everyone's figures with the money, a chart, and the reseller's alone", async () => {
      const admin = await signedInPage(browser, baseURL!, ADMIN.email, ADMIN.password);
      await admin.goto('/users');
      await admin.getByRole('tab', { name: 'Summary Sale' }).click();
      await expect(admin).toHaveURL(/section=sales-summary/);
      await expect(admin.getByTestId('sales-this-month')).toContainText('This month');
      await expect(admin.getByTestId('sales-total-usd')).toBeVisible();
      await expect(admin.getByTestId('sales-chart')).toBeVisible();
      await expect(admin.getByRole('table', { name: 'Activations in the last 12 months' })).toBeAttached();
      await admin.getByRole('combobox', { name: 'Reseller' }).click();
      await admin.getByRole('combobox', { name: 'Reseller' }).fill('Sales Reseller');
      await admin.getByRole('option', { name: `Sales Reseller (${seller.email})` }).click();
      await expect(admin.getByTestId('sales-this-month-activations')).toHaveText('1');
      await expect(admin.getByTestId('sales-total-activations')).toHaveText('1');
      await expect(admin.getByTestId('sales-total-usd')).toHaveCount(0);
      return admin;
    });

  await test.step('the Sales Report of today, narrowed to the reseller, then all sales, exported to Excel', async () => {
    await admin.getByRole('tab', { name: 'Sales Report' }).click();
    const today = businessToday();
    // The date fields follow the UI language: month/day/year in English.
    await admin.getByLabel('From').fill(usDate(today));
    await admin.getByLabel('To').fill(usDate(today));
    await admin.getByRole('combobox', { name: 'Reseller' }).fill('Sales Reseller');
    await admin.getByRole('option', { name: `Sales Reseller (${seller.email})` }).click();
    await expect(admin.getByTestId('sales-totals')).toContainText('1 activation');
    const table = admin.getByTestId('sales-table');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(theirClient.email);
    await expect(table).toContainText('Licence key');
    const narrowed = await exportedSheet(admin);
    expect(narrowed.getRow(1).values).toEqual([
      undefined,
      'Customer Email',
      'Activate Date',
      'Month',
      'Package',
      'Reseller',
    ]);
    expect(narrowed.getRow(2).values).toEqual([
      undefined,
      theirClient.email,
      new Date(`${today}T00:00:00Z`),
      12,
      'Pro',
      seller.email,
    ]);
    await expect(admin.getByRole('status')).toContainText('sale-report.xlsx is downloaded: 1 row.');

    await admin.getByRole('combobox', { name: 'Reseller' }).click();
    await admin.getByRole('option', { name: 'All sales' }).click();
    await expect(table).toContainText(directClient.email);
    const everything = emailsIn(await exportedSheet(admin));
    expect(everything).toEqual(expect.arrayContaining([theirClient.email, directClient.email]));
  });

  await test.step('a reversed range is refused before asking the server', async () => {
    await admin.getByLabel('From').fill('02/01/2031');
    await expect(admin.getByText('The end date must not be before the start date.')).toBeVisible();
  });

  await test.step('the reseller: no filter, their own figures and rows, their own workbook', async () => {
    const reseller = await signedInPage(browser, baseURL!, seller.email);
    await reseller.goto('/users?section=sales-summary');
    await expect(reseller.getByTestId('sales-total-activations')).toHaveText('1');
    await expect(reseller.getByTestId('sales-total-usd')).toHaveCount(0);
    await expect(reseller.getByRole('combobox', { name: 'Reseller' })).toHaveCount(0);
    await reseller.getByRole('tab', { name: 'Sales Report' }).click();
    await expect(reseller.getByTestId('sales-table').getByRole('row')).toHaveCount(2);
    expect(emailsIn(await exportedSheet(reseller))).toEqual([theirClient.email]);
  });

  await adminApi.dispose();
  await sellerApi.dispose();
});
