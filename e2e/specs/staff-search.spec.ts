import { routes } from '@oneclick/shared';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, createAdmin, createVerifiedAccount, logInPage, PASSWORD, signedInApi } from '../support/accounts';
import { clientOf } from '../support/api';
import { useLanguage } from '../support/language';
import { dashboardMessages, messages } from '../support/messages';

async function dashboard(page: Page, baseURL: string, language: 'vi' | 'en-US' | 'th', section: string) {
  await useLanguage(page, language);
  await logInPage(page, baseURL, ADMIN.email, ADMIN.password);
  await page.goto(`/users?section=${section}`);
}

/** Today as the business counts days (the server's default BUSINESS_TIME_ZONE), typed as in Thai: 25/11/2026. */
const businessTodayInThai = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short' }).format(new Date());

test('staff find an order by its ID, the customer’s e-mail, or the transfer content the bank sent', async ({
  page,
  playwright,
  request,
  baseURL,
}) => {
  const ordersOf = async (name: string) => {
    const account = await createVerifiedAccount(request, baseURL!, name);
    const api = await signedInApi(playwright, baseURL!, account.email, PASSWORD);
    const { id } = await clientOf(api).call(routes.orders.createOrder, {
      body: { kind: 'subscription', package: 'pro', months: 12, method: 'bank_transfer' },
    });
    await api.dispose();
    return { email: account.email, orderId: id };
  };
  const first = await ordersOf('Search Customer One');
  const second = await ordersOf('Search Customer Two');

  await dashboard(page, baseURL!, 'en-US', 'orders');
  const table = page.getByTestId('orders-table');
  const search = page.getByRole('textbox', { name: 'Order ID, e-mail or transfer content' });
  await expect(table).toContainText(first.orderId);

  await search.fill(first.orderId.toLowerCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(first.orderId);

  await search.fill(second.email.toUpperCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(second.orderId);

  await test.step("the bank's message, pasted as it came", async () => {
    await search.fill(`MBVCB.3281.${first.orderId.slice(0, 6)} ${first.orderId.slice(6)}.CT tu 0123 NGUYEN VAN A`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(first.orderId);
  });

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(search).toHaveValue('');
  await expect(table).toContainText(second.orderId);
  await expect(table).toContainText(first.orderId);
});

test('staff find a key typed with look-alikes (O for 0, I or L for 1), in Vietnamese', async ({
  page,
  playwright,
  baseURL,
}) => {
  const users = dashboardMessages('vi');
  const admin = await signedInApi(playwright, baseURL!, ADMIN.email, ADMIN.password);
  const { keys } = await clientOf(admin).call(routes.licenceKeys.generateLicenceKeys, {
    body: { quantity: 20, accountType: 6, months: 12 },
  });
  await admin.dispose();
  // One with a 0 or a 1 to misread (20 random codes all without both: about one chance in a billion).
  const code = keys.map((key) => key.code).find((shown) => /[01]/.test(shown))!;
  const typed = code.replaceAll('-', '').replaceAll('0', 'o').replaceAll('1', 'l').toLowerCase();

  await dashboard(page, baseURL!, 'vi', 'licence-keys');
  const search = page.getByRole('textbox', { name: users.search.keys });
  await search.fill('ABCU');
  await page.getByRole('button', { name: users.search.submit, exact: true }).click();
  await expect(page.getByTestId('licence-keys-search')).toContainText(messages('vi', 'validation').KEY_START_INVALID);

  await search.fill(typed);
  await page.getByRole('button', { name: users.search.submit, exact: true }).click();
  const table = page.getByTestId('licence-keys-table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(code);
  await expect(page.getByTestId('licence-keys-total')).toHaveText(users.keys.total_other.replace('{{count}}', '1'));
});

test('staff filter the audit log by a named action, the e-mails of who acted and whom, and the days, in Thai', async ({
  page,
  playwright,
  request,
  baseURL,
}) => {
  const users = dashboardMessages('th');
  const validation = messages('th', 'validation');
  const promoted = await createAdmin(playwright, request, baseURL!, 'Audited Colleague');

  await dashboard(page, baseURL!, 'th', 'audit-log');
  const filters = page.getByTestId('audit-log-filters');
  const log = page.getByTestId('audit-log-table');
  await filters.getByLabel(users.audit.action, { exact: true }).selectOption({
    label: users.audit.actions.users.role_changed,
  });
  await filters.getByLabel(users.audit.actor).fill(ADMIN.email);
  await filters.getByLabel(users.search.target).fill(promoted.email.toUpperCase());
  await filters.getByLabel(users.search.from).fill(businessTodayInThai());
  await filters.getByLabel(users.search.to).fill(businessTodayInThai());
  await filters.getByRole('button', { name: users.audit.filter }).click();
  await expect(log.getByRole('row')).toHaveCount(2);
  const entry = log.getByRole('row').nth(1);
  await expect(entry).toContainText(users.audit.actions.users.role_changed);
  await expect(entry).toContainText(ADMIN.email);
  await expect(entry).toContainText(promoted.email);

  await test.step('a range that ends before it starts is told at its field, and the log stays as it was', async () => {
    await filters.getByLabel(users.search.from).fill('10/03/2026');
    await filters.getByLabel(users.search.to).fill('09/03/2026');
    await filters.getByRole('button', { name: users.audit.filter }).click();
    await expect(filters).toContainText(validation.RANGE_REVERSED);
    await expect(log).toContainText(promoted.email);
  });

  await filters.getByRole('button', { name: users.search.clear, exact: true }).click();
  await expect(filters.getByLabel(users.search.target)).toHaveValue('');
  await expect(log.getByRole('row').nth(2)).toBeVisible();
});
