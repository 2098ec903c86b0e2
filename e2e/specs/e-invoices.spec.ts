import { readFileSync } from 'node:fs';
import { routes } from '@oneclick/shared';
import { type Download, expect, type Page, test } from '@playwright/test';
import { ADMIN, createVerifiedAccount, logInPage, PASSWORD, signedInApi } from '../support/accounts';
import { clientOf } from '../support/api';
import { useLanguage } from '../support/language';
import { mailsTo } from '../support/mailbox';
import { layoutProblems } from '../support/layout';
import { LANGUAGES, messages, orderMessages } from '../support/messages';
import { bankNotice, orderOnInvoice } from '../support/orders';
import { sendPaypalEvent } from '../support/paypal-webhook';

const vi: Record<string, any> = { ...messages('vi', 'e-invoices'), mail: messages('vi', 'emails').eInvoiceIssued };
const en: Record<string, any> = {
  ...messages('en-US', 'e-invoices'),
  mail: messages('en-US', 'emails').eInvoiceIssued,
  orders: orderMessages('en-US'),
};

/** The subject of the buyer's e-mail for a kind of e-invoice of an order, as a pattern that captures its number. */
function invoiceSubject(template: string, orderId: string): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace('\\{\\{invoiceNo\\}\\}', '(\\S+)').replace('\\{\\{orderId\\}\\}', orderId)}$`);
}

/** Waits for the buyer's e-mail whose subject matches, and answers the invoice number in it. */
async function mailedInvoiceNo(email: string, subject: RegExp): Promise<string> {
  let invoiceNo = '';
  await expect
    .poll(
      () => {
        const mail = mailsTo(email).find((candidate) => subject.test(candidate.subject));
        invoiceNo = mail ? subject.exec(mail.subject)![1]! : '';
        return invoiceNo;
      },
      // The job sends an invoice within its 5-second round, and the outbox mails it within 5 more.
      { timeout: 60_000, message: `an e-mail to ${email} matching ${subject}` },
    )
    .not.toBe('');
  return invoiceNo;
}

async function bytesOf(download: Download): Promise<Buffer> {
  return readFileSync((await download.path())!);
}

async function adminSection(page: Page, baseURL: string) {
  await useLanguage(page, 'en-US');
  await logInPage(page, baseURL, ADMIN.email, ADMIN.password);
  await page.goto('/users?section=e-invoices');
}

/** The section's row of an order's invoice of `kind`, found by the order's id, once it reads `status`. */
async function rowOf(page: Page, orderId: string, kind: string, status: string) {
  const row = page
    .getByTestId('e-invoices-table')
    .getByRole('row')
    .filter({ hasText: orderId })
    .filter({ hasText: kind });
  // The job sends invoices every 5 seconds: the list is read again until the invoice reads `status`.
  await expect(async () => {
    await page.reload();
    const search = page.getByTestId('e-invoices-search').getByRole('textbox');
    await search.fill(orderId);
    await search.press('Enter');
    await expect(row).toContainText(status, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  return row;
}

test('a Vietnamese company buys Pro by bank transfer, and its legal e-invoice reaches the buyer and the admins', async ({
  browser,
  playwright,
  request,
  baseURL,
}) => {
  const customer = await createVerifiedAccount(request, baseURL!, 'Nguyễn Văn An', 'vi');
  const api = await signedInApi(playwright, baseURL!, customer.email, PASSWORD);
  await clientOf(api).call(routes.auth.updateCompanyDetails, {
    body: {
      companyName: 'Công ty TNHH Nội Thất An Phát',
      companyAddress: '12 Nguyễn Trãi, Thủ Dầu Một, Bình Dương',
      taxCode: '0100109106',
    },
  });
  await api.dispose();
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, 'vi');
  await logInPage(page, baseURL!, customer.email);

  const orderId = await test.step('orders Pro for a year by bank transfer, and the bank notice pays it', async () => {
    await page.goto('/pricing');
    await page.getByTestId('buy-bank-pro').click();
    const orderId = await orderOnInvoice(page, '/invoice_vi');
    await bankNotice(request, orderId, 14_990_000);
    return orderId;
  });

  const invoiceNo =
    await test.step('the e-invoice e-mail names its number and look-up code, its PDF attached', async () => {
      const invoiceNo = await mailedInvoiceNo(customer.email, invoiceSubject(vi.mail.subject.original, orderId));
      const mail = mailsTo(customer.email).find((candidate) => candidate.subject.includes(invoiceNo))!;
      expect(mail.text).toContain(vi.mail.number.replace('{{invoiceNo}}', invoiceNo));
      expect(mail.text).toMatch(new RegExp(vi.mail.lookupCode.replace('{{lookupCode}}', '[0-9A-Z]{15}')));
      expect(mail.text).toContain(vi.mail.attached);
      expect(mail.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
        { filename: `${invoiceNo}.pdf`, contentType: 'application/pdf' },
      ]);
      expect(Buffer.from(mail.attachments[0]!.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      return invoiceNo;
    });

  await test.step('the profile lists the invoice, and its PDF downloads', async () => {
    await page.goto('/profile');
    const invoice = page.locator('[data-testid^="my-e-invoice-"]').filter({ hasText: invoiceNo });
    await expect(invoice).toContainText(orderId);
    await expect(invoice).toContainText(vi.mine.statuses.issued);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      invoice.getByRole('link', { name: new RegExp(`^PDF`) }).click(),
    ]);
    expect((await bytesOf(download)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  const admin = await (await browser.newContext()).newPage();
  await test.step("the admins' section shows it issued, with the buyer's company and tax code", async () => {
    await adminSection(admin, baseURL!);
    const row = await rowOf(admin, orderId, en.kinds.original, en.statuses.issued);
    await expect(row).toContainText(invoiceNo);
    await expect(row).toContainText('Công ty TNHH Nội Thất An Phát');
    await expect(row).toContainText('0100109106');
  });

  await test.step('the bank sends the money back; the admin records it, and an adjustment invoice refers to the first', async () => {
    await admin.goto('/users?section=orders');
    const order = admin.getByTestId('orders-table').getByRole('row').filter({ hasText: orderId });
    await order.getByRole('button', { name: en.orders.orders.recordRefund + `: ${orderId}` }).click();
    const dialog = admin.getByRole('dialog', {
      name: en.orders.orders.recordRefundTitle.replace('{{orderId}}', orderId),
    });
    await dialog.getByLabel(en.orders.orders.recordRefundNote).fill('ACB sent it back on 29 November.');
    await dialog.getByRole('button', { name: en.orders.orders.recordRefundConfirm }).click();
    await expect(admin.getByRole('status')).toHaveText(en.orders.orders.refunded.replace('{{orderId}}', orderId));
    await admin.goto('/users?section=e-invoices');
    const adjustment = await rowOf(admin, orderId, en.kinds.adjustment, en.statuses.issued);
    await expect(adjustment).not.toContainText(invoiceNo);
    await mailedInvoiceNo(customer.email, invoiceSubject(vi.mail.subject.adjustment, orderId));
  });
  await test.step("the buyer's invoices and the admins' section fit a phone and a desktop in every language", async () => {
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      for (const [reader, path, shown] of [
        [page, '/profile', page.locator('[data-testid^="my-e-invoice-"]').first()],
        [admin, '/users?section=e-invoices', admin.getByTestId('e-invoices-table')],
      ] as const) {
        await reader.evaluate((value) => localStorage.setItem('one_language', value), language);
        for (const width of [375, 1280]) {
          await reader.setViewportSize({ width, height: 900 });
          await reader.goto(path);
          await expect(shown).toBeVisible();
          problems.push(...(await layoutProblems(reader)).map((problem) => `${language} ${width} ${path}: ${problem}`));
        }
      }
    }
    expect(problems).toEqual([]);
  });
  await admin.context().close();
  await page.context().close();
});

test("a PayPal purchase waits for the day's rate, which an admin sets; PayPal's refund then issues the adjustment", async ({
  browser,
  request,
  baseURL,
}) => {
  const customer = await createVerifiedAccount(request, baseURL!, 'Ada Lovelace');
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, 'en-US');
  await logInPage(page, baseURL!, customer.email);

  const orderId = await test.step('pays Pro on the PayPal stand-in', async () => {
    await page.goto('/pricing');
    await page.getByTestId('buy-pro').click();
    const orderId = await orderOnInvoice(page, '/invoice_en');
    await page.getByRole('button', { name: en.orders.paypal.pay }).click();
    await page.getByRole('button', { name: 'Pay now (test)' }).click();
    await expect(page.getByTestId('payment-success')).toBeVisible();
    return orderId;
  });

  const admin = await (await browser.newContext()).newPage();
  await adminSection(admin, baseURL!);

  await test.step('the section says the invoice waits for the rate of the day; the admin sets it', async () => {
    const waits = (en.problems.NO_EXCHANGE_RATE as string).split('{{')[0]!;
    await rowOf(admin, orderId, en.kinds.original, waits);
    await expect(admin.getByTestId('rates-waiting')).toBeVisible();
    const form = admin.getByTestId('exchange-rate-form');
    // The day the form offers is the first one invoices wait for: the day the order was paid.
    await form.getByLabel(en.rates.rate).fill('25400');
    await form.getByRole('button', { name: en.rates.submit }).click();
    await expect(admin.getByTestId('exchange-rates-table')).toContainText('25,400');
  });

  const invoiceNo = await test.step('the invoice is issued in US dollars at that rate', async () => {
    const row = await rowOf(admin, orderId, en.kinds.original, en.statuses.issued);
    await expect(row).toContainText('$599');
    return mailedInvoiceNo(customer.email, invoiceSubject(en.mail.subject.original, orderId));
  });

  await test.step("PayPal's refund issues an adjustment invoice that refers to it", async () => {
    const refunded = await sendPaypalEvent(request, baseURL!, {
      id: `WH-E2E-REFUND-${orderId}`,
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource_type: 'refund',
      resource: {
        id: `REFUND-${orderId}`,
        status: 'COMPLETED',
        custom_id: orderId,
        amount: { currency_code: 'USD', value: '599.00' },
      },
    });
    expect(refunded.status()).toBe(200);
    const adjustment = await rowOf(admin, orderId, en.kinds.adjustment, en.statuses.issued);
    await expect(adjustment).not.toContainText(invoiceNo);
    await mailedInvoiceNo(customer.email, invoiceSubject(en.mail.subject.adjustment, orderId));
  });
  await admin.context().close();
  await page.context().close();
});
