import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createVerifiedAccount, logInPage } from '../support/accounts';
import { useLanguage } from '../support/language';
import { layoutProblems, phoneProblems } from '../support/layout';
import { LANGUAGES, orderMessages } from '../support/messages';
import { placeChosenOrder } from '../support/orders';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

for (const language of LANGUAGES) {
  test(`a customer pays from their phone: the invoice is a card with its total, the bank details copy and the QR saves (${language})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const invoice = orderMessages(language).invoice;
    const customer = await createVerifiedAccount(request, baseURL!, 'Đặng Thị Thu Trang');
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await useLanguage(page, language);
    await logInPage(page, baseURL!, customer.email);
    await page.goto('/invoice_vi?package=pro&months=12');
    await test.step('the plan chosen fits the phone, and its button orders it', async () => {
      await expect(page.getByTestId('plan-choice')).toBeVisible();
      expect([...(await layoutProblems(page)), ...(await phoneProblems(page))]).toEqual([]);
    });
    const orderId = await placeChosenOrder(page, '/invoice_vi');
    const content = page.getByTestId('transfer-content');
    await expect(content).toHaveText(orderId);
    await expect(page.getByTestId('vietqr')).toBeVisible();

    await test.step('the line is a card with its price and total on screen, and the total to pay stands alone', async () => {
      expect([...(await layoutProblems(page)), ...(await phoneProblems(page))]).toEqual([]);
      const total = page.getByTestId('invoice-total');
      await expect(total).toContainText(invoice.total);
      await expect(total).toContainText(/14[.,]990[.,]000/);
      const line = page.getByTestId('invoice-lines').getByRole('row').last();
      for (const cell of await line.getByRole('cell').all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
      // Each figure is named on the card, as the table's header names it on a desktop.
      const shownLabels = await line
        .getByRole('cell')
        .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
      expect(shownLabels).toEqual(['none', `"${invoice.quantity}"`, `"${invoice.unitPrice}"`, `"${invoice.total}"`]);
    });

    await test.step('each bank detail copies as a banking app wants it pasted, and says so', async () => {
      const details = page.getByTestId('bank-details');
      const copies = [
        [invoice.copyAccount, 'account-number', '257678859'],
        [invoice.copyAmount, 'transfer-amount', '14990000'],
        [invoice.copyContent, 'transfer-content', orderId],
      ] as const;
      for (const [label, testId, value] of copies) {
        await details.getByRole('button', { name: label }).click();
        await expect(details.getByTestId(`copy-${testId}`)).toHaveText(invoice.copied);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
      }
    });

    await test.step("'Save QR image' downloads the code as a PNG named after the order", async () => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: invoice.saveQr }).click();
      const saved = await download;
      expect(saved.suggestedFilename()).toBe(`vietqr-${orderId}.png`);
      expect(readFileSync((await saved.path())!).subarray(0, 8)).toEqual(PNG_SIGNATURE);
    });
    await context.close();
  });
}
