import { routes } from '@oneclick/shared';
import { expect, test } from '@playwright/test';
import { createVerifiedAccount, logInThroughForm } from '../support/accounts';
import { clientOf } from '../support/api';
import { useLanguage } from '../support/language';
import { messages, orderMessages } from '../support/messages';
import { orderOnInvoice } from '../support/orders';

test('English pricing shows the three plans with their prices', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/pricing');
  await expect(page.locator('[data-plan="basic"] [data-testid="plan-price"]')).toHaveText('$0');
  await expect(page.locator('[data-plan="pro"] [data-testid="plan-price"]')).toHaveText('$599');
  await expect(page.locator('[data-plan="premium"] [data-testid="plan-price"]')).toHaveText('$799');
  await expect(page.locator('[data-plan="pro"]')).toContainText('Cloud saves: 50');
  await expect(page.locator('[data-plan="premium"]')).toContainText('Cloud saves: Unlimited');
  await expect(page.locator('[data-plan="premium"]')).toContainText('CNC tools: 21');
  await expect(page.getByRole('button', { name: 'Buy now' })).toHaveCount(2);
});

test('Buy now while logged out remembers the choice, not the amount, and goes to login', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/pricing');
  await page.getByTestId('buy-premium').click();
  await expect(page).toHaveURL(/\/login$/);
  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(stored).toMatchObject({
    purchase_package: 'premium',
    purchase_months: '12',
    next_url: '/invoice_en?package=premium&months=12',
  });
  expect(Object.values(stored)).not.toContain('799');
  expect(Object.keys(stored).some((key) => key.includes('amount'))).toBe(false);
});

test('a visitor chooses a plan, logs in, orders it from the invoice, and a reload shows the same order', async ({
  page,
  request,
  baseURL,
}) => {
  const orders = orderMessages('en-US');
  const { email } = await createVerifiedAccount(request, baseURL!, 'Margaret Hamilton');
  await useLanguage(page, 'en-US');
  await page.goto('/pricing');
  await page.getByTestId('plan-term').getByText('36 months').click();
  await page.getByTestId('buy-pro').click();
  await expect(page).toHaveURL(/\/login$/);
  await logInThroughForm(page, email);

  await test.step('the invoice shows the choice, priced from the price table, and nothing is ordered yet', async () => {
    await expect(page).toHaveURL(/\/invoice_en\?package=pro&months=36$/);
    const choice = page.getByTestId('choice-facts');
    await expect(choice).toContainText('Pro');
    await expect(choice).toContainText('36 months');
    await expect(page.getByTestId('choice-price')).toContainText('$1,797');
    await expect(page.getByTestId('invoice-facts')).toHaveCount(0);
    const own = await clientOf(page.request).call(routes.orders.listOwnOrders, { query: {} });
    expect(own.total).toBe(0);
  });

  const orderId = await test.step('one click orders it, in place of the choice', async () => {
    await page.getByRole('button', { name: orders.choice.place }).click();
    const orderId = await orderOnInvoice(page, '/invoice_en');
    await expect(page.getByTestId('invoice-lines')).toContainText('Package: Pro 36 Months');
    await expect(page.getByTestId('invoice-lines')).toContainText('$1,797');
    await expect(page.getByTestId('plan-choice')).toHaveCount(0);
    return orderId;
  });

  await test.step('a reload shows the same order, in the address and on the page', async () => {
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/invoice_en\\?order=${orderId}$`));
    await expect(page.getByTestId('invoice-facts')).toContainText(orderId);
    await expect(page.getByTestId('pay-with-paypal')).toBeVisible();
    const own = await clientOf(page.request).call(routes.orders.listOwnOrders, { query: {} });
    expect(own.items.map((order) => order.id)).toEqual([orderId]);
  });
});

test('Vietnamese pricing compares the plans with their VND prices when sold by transfer', async ({ page }) => {
  const vi = messages('vi', 'pricing');
  await useLanguage(page, 'vi');
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vi.vi.heading);
  const table = page.getByTestId('plan-comparison');
  await expect(table.getByRole('cell', { name: vi.vi.price })).toHaveCount(0);
  const dong = new Intl.NumberFormat('vi', { style: 'currency', currency: 'VND' });
  for (const price of [14_990_000, 19_990_000]) {
    const cell = table.getByRole('cell', { name: vi.bank.perTerm.replace('{{price}}', dong.format(price)) });
    await expect(cell).toHaveCount(1);
  }
  await expect(page.getByRole('button', { name: vi.buyNow })).toHaveCount(0);
  await expect(page.getByText(vi.vi.contactNote)).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@oneclick.test', exact: true })).toHaveAttribute(
    'href',
    'mailto:support@oneclick.test',
  );
});

test('Thai pricing points to the sales agent', async ({ page }) => {
  const th = messages('th', 'pricing');
  await useLanguage(page, 'th');
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(th.th.heading);
  await expect(page.getByRole('link', { name: th.th.agent })).toHaveAttribute('href', /^https:/);
  await expect(page.getByRole('button', { name: th.buyNow })).toHaveCount(0);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Vietnamese pricing shows every plan, one card under the other', async ({ page }) => {
    const vi = messages('vi', 'pricing');
    await useLanguage(page, 'vi');
    await page.goto('/pricing');
    await expect(page.getByTestId('plan-comparison')).toBeHidden();
    for (const plan of ['basic', 'pro', 'premium']) {
      const card = page.getByTestId('plan-comparison-cards').locator(`[data-plan="${plan}"]`);
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole('heading', { name: vi.plans[plan].name })).toBeInViewport();
      await expect(card).toContainText(vi.rows.cloudSaves);
    }
    const lefts = await page
      .getByTestId('plan-comparison-cards')
      .locator('[data-plan]')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
  });
});
