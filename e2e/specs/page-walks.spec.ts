import { DASHBOARD_SECTIONS, type DashboardSection, dashboardPath, invoicePath, routes } from '@oneclick/shared';
import { expect, type Page, test } from '@playwright/test';
import { clientOf } from '../support/api';
import { ADMIN, createEditor, createVerifiedAccount, logInPage, PASSWORD, signedInApi } from '../support/accounts';
import { useLanguage } from '../support/language';
import { seriousViolations } from '../support/accessibility';
import { watchConsole } from '../support/console';
import { layoutProblems, phoneProblems, problemsAtEveryWidth } from '../support/layout';
import { type Language, LANGUAGES, messages } from '../support/messages';
import { networkOf } from '../support/network';
import { addReleases } from '../support/releases';
import { makeReseller } from '../support/resellers';
import { standInForYouTubeThumbnails } from '../support/youtube';

/**
 * Every page as it rests when loaded, logged out and as an admin, an editor, a customer and a
 * reseller, in each language: opened once, measured at every width, and nothing logged in the
 * browser's console (support/console.ts); scanned by axe-core in AXE_LANGUAGE. States reached by
 * acting on a page (forms showing errors, dialogs, loaders) are scanned in accessibility.spec.ts.
 */
const PUBLIC_PAGES = [
  '/',
  '/videos',
  '/tutorials?lang=en-US',
  '/pricing',
  '/support',
  '/be_reseller',
  '/refund',
  '/delivery',
  '/privacy',
  '/register',
  '/login',
  '/forgot_password',
  '/reset_password?token=not-a-real-link',
  '/verify_email?token=not-a-real-link',
  '/setup_admin?token=not-a-real-link',
  '/no-such-page',
];
/** Every section of the dashboard but the reseller's own purchase of keys, and an admin's own pages. */
const ADMIN_PAGES = [
  ...DASHBOARD_SECTIONS.filter((section) => section !== 'orders-buy-keys').map(dashboardPath),
  '/profile',
  '/security',
  '/change_password',
  '/device',
];
const EDITOR_PAGES = ['/cms', '/write_post', '/profile', '/security'];
// The invoices opened bare show the package stored on the pricing page, not yet ordered (see
// useLoggedInPurchase), and with a plan in the address that plan; the invoices of the customer's
// open orders are walked too (people.invoices).
const CUSTOMER_PAGES = [
  '/pricing',
  '/invoice_vi',
  '/invoice_en',
  '/invoice_vi?package=premium&months=36',
  '/invoice_en?package=premium&months=36',
  '/profile',
  '/renew',
  '/security',
  '/change_password',
  '/device',
  '/donation',
  '/donation?paypal=success',
];
/** The sections only admins have; a reseller has all the others. */
const ADMINS_ONLY: DashboardSection[] = [
  'licence-keys-generate',
  'resellers-applications',
  'resellers',
  'audit-log',
  'releases',
];
const RESELLER_PAGES = [
  ...DASHBOARD_SECTIONS.filter((section) => !ADMINS_ONLY.includes(section)).map(dashboardPath),
  '/profile',
];

/**
 * A customer with a paid order (its receipt is walked too) and an open one for each way to pay
 * (their invoices too), and a reseller with keys of their own, a client and an open order, made
 * once for the walks.
 */
const people = { customer: { email: '' }, reseller: { email: '' }, receipt: '', invoices: [] as string[] };

// The longest walks of the suite: their tests share both workers rather than keeping one busy to the end.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

/**
 * The language the walks scan with axe-core. Its rules read the page's structure, colours and
 * names, and every language has every text (packages/shared's messages test), so a scan in each
 * language found what one finds, for about a third of the walks' time. The html element's
 * language is checked in each language by bundle-budget.spec.ts.
 */
const AXE_LANGUAGE: Language = 'vi';
const scanned = (language: Language) => (language === AXE_LANGUAGE ? ' and pass axe' : '');

/**
 * Opens each page once, as it rests when loaded, and collects what axe-core finds on it at 1280 px
 * (in AXE_LANGUAGE),
 * what is broken at each width (support/layout.ts) and what the page logged meanwhile. The first
 * page loads whole; the app then goes to each next one itself, as a person's click does, which
 * spares starting the app again for every page (the journeys open theirs from cold).
 */
async function walk(page: Page, logged: Logged, language: Language, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  const network = networkOf(page);
  for (const [index, path] of paths.entries()) {
    const label = `${path} in ${language}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    if (index === 0) await page.goto(path);
    else await page.evaluate((to) => window.history.pushState(null, '', to), path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await network.settled();
    await page.evaluate(() => document.fonts.ready);
    if (language === AXE_LANGUAGE) problems.push(...(await seriousViolations(page, label)));
    problems.push(...(await problemsAtEveryWidth(page, label)));
    problems.push(...(await logged.take(label)));
  }
  return problems;
}

type Logged = ReturnType<typeof watchConsole>;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const customer = await createVerifiedAccount(request, baseURL!, 'Nguyễn Thị Phương Thảo');
  const reseller = await createVerifiedAccount(request, baseURL!, 'Wide Tables Trading Company');
  await makeReseller(playwright, request, baseURL!, reseller, 20);
  const admin = await signedInApi(playwright, baseURL!, ADMIN.email, ADMIN.password);
  const adminApi = clientOf(admin);
  const { id: resellerId } = await adminApi.call(routes.users.lookUpUser, { query: { email: reseller.email } });
  const generated = await adminApi.call(routes.licenceKeys.generateLicenceKeys, {
    body: { quantity: 2, accountType: 6, months: 12, resellerId },
  });
  const [key] = generated.keys;
  // Keys for direct sale too, so that the admin's list has unused keys with their buttons.
  await adminApi.call(routes.licenceKeys.generateLicenceKeys, {
    body: { quantity: 1, accountType: 5, months: 12, resellerId: null },
  });
  await admin.dispose();

  // A paid order of the customer's, so that the walk reaches its receipt.
  const customerApi = await signedInApi(playwright, baseURL!, customer.email, PASSWORD);
  const { id: paidOrderId } = await clientOf(customerApi).call(routes.orders.createOrder, {
    body: { kind: 'subscription', package: 'premium', months: 12, method: 'bank_transfer' },
  });
  for (const method of ['paypal', 'bank_transfer'] as const) {
    const { id } = await clientOf(customerApi).call(routes.orders.createOrder, {
      body: { kind: 'subscription', package: 'pro', months: 24, method },
    });
    people.invoices.push(invoicePath(method, id));
  }
  await customerApi.dispose();
  const payer = await signedInApi(playwright, baseURL!, ADMIN.email, ADMIN.password);
  await clientOf(payer).call(routes.payments.markOrderPaid, { params: { id: paidOrderId }, body: {} });
  await payer.dispose();

  const sellerApi = await signedInApi(playwright, baseURL!, reseller.email, PASSWORD);
  const client = await createVerifiedAccount(request, baseURL!, 'First Client');
  const seller = clientOf(sellerApi);
  await seller.call(routes.licenceKeys.redeemLicenceKey, { body: { customerEmail: client.email, code: key!.code } });
  await seller.call(routes.orders.createOrder, {
    body: { kind: 'keys', package: 'pro', months: 12, quantity: 2, method: 'bank_transfer' },
  });
  await sellerApi.dispose();
  await request.dispose();
  people.customer = customer;
  people.reseller = reseller;
  people.receipt = `/receipt/${paidOrderId}`;
});

/** Pro for 12 months chosen on the pricing page, so that each invoice page opened bare shows it, to order. */
async function useLoggedInPurchase(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('purchase_package', 'pro');
    localStorage.setItem('purchase_months', '12');
  });
}

test('the layout check finds a page that scrolls sideways, a cut-off label and a wrapped header link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 600 });
  await page.setContent(`
    <header><a href="#" style="display:inline-block;width:60px">Forgot password</a></header>
    <button style="width:40px;overflow:hidden;white-space:nowrap">Register</button>
    <div style="width:400px">A wide block</div>`);
  expect(await layoutProblems(page)).toEqual([
    'the page scrolls sideways by 33 px',
    '<a> "Forgot password" wraps onto a second line',
    'the label "Register" is cut off',
  ]);
});

test("the layout check finds selects' values and buttons' and tabs' labels cut off, an ellipsis too", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.setContent(`
    <select style="width:120px"><option>60 วันข้างหน้าและ 30 วันที่ผ่านมา</option></select>
    <select style="appearance:none"><option>As wide as its widest option</option></select>
    <select style="appearance:none;width:300px"><option>With room to spare</option></select>
    <input aria-haspopup="listbox" style="width:60px" value="Premium Enterprise">
    <button style="width:70px"><span style="display:block;overflow:hidden;white-space:nowrap">Renew with a key</span></button>
    <button style="width:70px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Generate keys</button>
    <div role="tab" style="width:40px;white-space:nowrap">Renewals</div>
    <button>Save</button>`);
  expect(await layoutProblems(page)).toEqual([
    expect.stringMatching(
      /^the select showing "60 วันข้างหน้าและ 30 วันที่ผ่านมา" has no room to spare \(\d+\.\d px of text in \d+ px\)$/,
    ),
    expect.stringMatching(/^the select showing "As wide as its widest option" has no room to spare/),
    expect.stringMatching(/^the select showing "Premium Enterprise" has no room to spare/),
    'the label "Renew with a key" is cut off',
    'the label "Generate keys" is cut off',
    'the label "Renewals" is cut off',
  ]);
});

test('the phone check finds a table scrolling in its own box and buttons beyond the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 600 });
  await page.setContent(`
    <div data-testid="orders" style="overflow-x:auto"><table style="width:600px"><tr>
      <td style="width:500px">Order</td><td><button>Mark paid</button></td></tr></table></div>
    <form style="position:relative;height:40px"><button style="position:absolute;left:340px;width:80px">Cancel</button></form>`);
  expect(await phoneProblems(page)).toEqual([
    expect.stringMatching(/^<div> in orders "Order\s*Mark paid" scrolls sideways by \d+ px$/),
    '<button> in orders "Mark paid" is not wholly on the screen',
    '<button> "Cancel" is not wholly on the screen',
  ]);
});

for (const language of LANGUAGES) {
  test(`every public page fits every width${scanned(language)} in ${language}`, async ({ page }) => {
    await useLanguage(page, language);
    await standInForYouTubeThumbnails(page);
    expect(await walk(page, watchConsole(page), language, PUBLIC_PAGES)).toEqual([]);
  });

  test(`an admin's pages fit every width${scanned(language)} in ${language}`, async ({ page, baseURL }) => {
    await useLanguage(page, language);
    await logInPage(page, baseURL!, ADMIN.email, ADMIN.password);
    await addReleases(page, baseURL!);
    expect(await walk(page, watchConsole(page), language, ADMIN_PAGES)).toEqual([]);
  });

  test(`an editor's pages fit every width${scanned(language)} in ${language}`, async ({
    page,
    playwright,
    request,
    baseURL,
  }) => {
    await useLanguage(page, language);
    const editor = await createEditor(playwright, request, baseURL!, 'admin');
    await logInPage(page, baseURL!, editor.email);
    const logged = watchConsole(page);
    const problems = await walk(page, logged, language, EDITOR_PAGES);
    await test.step('setting up an authenticator app: the QR code, the key to type, the code', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('button', { name: messages(language, 'second-factor').totp.setUp }).click();
      await expect(page.getByTestId('totp-qr')).toBeVisible();
      const label = `/security setting up an authenticator app in ${language}`;
      problems.push(...(await problemsAtEveryWidth(page, label)));
      problems.push(...(await logged.take(label)));
    });
    expect(problems).toEqual([]);
  });

  test(`a customer's pages fit every width${scanned(language)} in ${language}`, async ({ page, baseURL }) => {
    await useLanguage(page, language);
    await useLoggedInPurchase(page);
    await logInPage(page, baseURL!, people.customer.email);
    const pages = [...CUSTOMER_PAGES, people.receipt, ...people.invoices];
    expect(await walk(page, watchConsole(page), language, pages)).toEqual([]);
  });

  test(`a reseller's pages fit every width${scanned(language)} in ${language}`, async ({ page, baseURL }) => {
    await useLanguage(page, language);
    await logInPage(page, baseURL!, people.reseller.email);
    expect(await walk(page, watchConsole(page), language, RESELLER_PAGES)).toEqual([]);
  });
}
