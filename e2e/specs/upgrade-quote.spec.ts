import { routes } from '@oneclick/shared';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { businessDate } from '../support/dates';
import { ADMIN, createVerifiedAccount, logInPage, signedInApi } from '../support/accounts';
import { clientOf } from '../support/api';
import { useLanguage } from '../support/language';
import { dashboardMessages, type Language, LANGUAGES, messages } from '../support/messages';
import { orderOnInvoice, placeChosenOrder } from '../support/orders';

test.describe.configure({ timeout: 180_000 });

interface Quote {
  accountType: number;
  expiresAt: string;
  conversion: { fromAccountType: number; remainingDays: number; convertedDays: number } | null;
}

/** What a reader of `language` is told about a quote, from the shipped messages. */
function quoteSentence(language: Language, quote: Quote, audience: 'customer' | 'client'): string {
  const common = messages(language, 'common');
  const plural = (family: Record<string, string>, name: string, count: number) =>
    family[`${name}_${new Intl.PluralRules(language).select(count)}`] ?? family[`${name}_other`]!;
  const date = businessDate(quote.expiresAt, language);
  const { fromAccountType, remainingDays, convertedDays } = quote.conversion!;
  const days = (count: number) => plural(common.planQuote, 'days', count).replace('{{count}}', String(count));
  return plural(common.planQuote, audience === 'client' ? 'convertedClient' : 'converted', remainingDays)
    .replace('{{remaining}}', days(remainingDays))
    .replace('{{converted}}', days(convertedDays))
    .replace('{{from}}', common.roles[fromAccountType])
    .replaceAll('{{to}}', common.roles[quote.accountType])
    .replace('{{date}}', date);
}

/** The rule at catalogue prices: the remaining days of Pro (599) are worth 599/799 as many of Premium (799). */
function expectProToPremium(quote: Quote) {
  expect(quote.accountType).toBe(6);
  expect(quote.conversion!.fromAccountType).toBe(5);
  // Two years of Pro from today: 730 or 731 days, whether or not they hold a 29 February.
  expect([730, 731]).toContain(quote.conversion!.remainingDays);
  expect(Math.abs(quote.conversion!.convertedDays - (quote.conversion!.remainingDays * 599) / 799)).toBeLessThan(1);
}

/** The admin's key of `accountType`, for direct sale. */
async function directKey(admin: APIRequestContext, accountType: number, months: number): Promise<string> {
  const { keys } = await clientOf(admin).call(routes.licenceKeys.generateLicenceKeys, {
    body: { quantity: 1, accountType, months },
  });
  return keys[0]!.code;
}

/** A verified customer who holds Pro for 24 months from now. */
async function proCustomer(admin: APIRequestContext, request: APIRequestContext, baseURL: string, name: string) {
  const customer = await createVerifiedAccount(request, baseURL, name);
  const code = await directKey(admin, 5, 24);
  await clientOf(admin).call(routes.licenceKeys.redeemLicenceKey, { body: { code, customerEmail: customer.email } });
  return customer;
}

async function pageIn(browser: Browser, language: Language): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, language);
  return page;
}

test('a Pro customer sees on /pricing and on the invoice, before paying, what their time is worth in Premium', async ({
  browser,
  playwright,
  request,
  baseURL,
}) => {
  const admin = await signedInApi(playwright, baseURL!, ADMIN.email, ADMIN.password);
  for (const language of LANGUAGES) {
    const pricing = messages(language, 'pricing');
    const roles = messages(language, 'common').roles;
    const customer = await proCustomer(admin, request, baseURL!, `Upgrading Customer ${language}`);
    const page = await pageIn(browser, language);
    await logInPage(page, baseURL!, customer.email);

    await test.step('/pricing names their plan and its end, and what another package would make of it', async () => {
      await page.goto('/pricing');
      const current = page.getByTestId('current-plan');
      await expect(current.getByTestId('current-plan-text')).toContainText(roles[5]);
      await expect(current).toContainText(pricing.account.convertLead);
      await expect(current.getByTestId('current-plan-conversions').getByRole('listitem')).toHaveCount(1);
      const sales = page.getByTestId('sales-contact').getByRole('link');
      await expect(sales).toHaveAttribute('href', /^mailto:support@oneclick\.test\?subject=/);
    });

    const orderId =
      await test.step('they order Premium for 12 months: by bank transfer in Vietnamese, by PayPal otherwise', async () => {
        if (language === 'vi') {
          await page.getByTestId('buy-bank-premium').click();
          return orderOnInvoice(page, '/invoice_vi');
        }
        if (language === 'en-US') {
          await page.getByTestId('buy-premium').click();
          return orderOnInvoice(page, '/invoice_en');
        }
        // Thai pricing sells through the agent, so the choice is the one a link from them would leave.
        await page.evaluate(() => {
          localStorage.setItem('purchase_package', 'premium');
          localStorage.setItem('purchase_months', '12');
        });
        await page.goto('/invoice_en');
        return placeChosenOrder(page, '/invoice_en');
      });

    await test.step("the invoice says it before any payment, with the server's figures", async () => {
      const notice = page.getByTestId('upgrade-quote');
      await expect(notice).toBeVisible();
      const quote = await clientOf(page.request).call(routes.orders.quoteOrderPlan, { params: { id: orderId } });
      expectProToPremium(quote);
      await expect(notice).toContainText(messages(language, 'common').planQuote.heading);
      await expect(notice).toContainText(quoteSentence(language, quote, 'customer'));
    });
    await page.context().close();
  }
  await admin.dispose();
});

test('Activate User shows staff what the client’s running plan becomes before they confirm', async ({
  browser,
  playwright,
  request,
  baseURL,
}) => {
  const admin = await signedInApi(playwright, baseURL!, ADMIN.email, ADMIN.password);
  for (const language of LANGUAGES) {
    const users = dashboardMessages(language);
    const customer = await proCustomer(admin, request, baseURL!, `Client ${language}`);
    const code = await directKey(admin, 6, 12);
    const page = await pageIn(browser, language);
    await logInPage(page, baseURL!, ADMIN.email, ADMIN.password);
    await page.goto('/users?section=licence-keys-redeem');

    await page.getByRole('textbox', { name: users.activate.email }).fill(customer.email);
    await page.getByRole('textbox', { name: users.activate.code }).fill(code);
    await page.getByRole('button', { name: users.activate.submit, exact: true }).click();
    const quoted = page.getByTestId('activation-quote');
    await expect(quoted).toContainText(customer.email);
    const quote = await clientOf(page.request, { origin: baseURL! }).call(
      routes.licenceKeys.quoteLicenceKeyRedemption,
      {
        body: { code, customerEmail: customer.email },
      },
    );
    expectProToPremium(quote);
    await expect(quoted.getByTestId('activation-quote-text')).toHaveText(quoteSentence(language, quote, 'client'));

    await test.step('nothing is redeemed until they confirm; then the client has Premium until the quoted day', async () => {
      const before = await clientOf(admin).call(routes.users.lookUpUser, { query: { email: customer.email } });
      expect(before.role).toBe(5);
      await quoted.getByRole('button', { name: users.activate.confirm }).click();
      await expect(page.getByTestId('activation-result')).toContainText(businessDate(quote.expiresAt, language));
      await expect(quoted).toHaveCount(0);
    });
    await page.context().close();
  }
  await admin.dispose();
});
