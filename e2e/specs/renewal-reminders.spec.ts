import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { addCalendarMonths } from '@oneclick/shared';
import { createPglite } from '../../apps/server/src/db/client.js';
import { businessDate } from '../support/dates';
import { createVerifiedAccount, logInThroughForm } from '../support/accounts';
import { mailWithSubject } from '../support/mailbox';
import { orderOnInvoice } from '../support/orders';
import { startOwnServer } from '../support/own-server';

// Beside the shared portal (E2E_PORT) and its SMTP sink (E2E_PORT + 25).
const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;

/**
 * Gives the account Pro ending in `days` days, straight in the stopped server's database, as a
 * migration or an imported customer list would: the reminders go by the end date as stored. The
 * jobs last ran a day ago, as after a day's downtime, so the next start runs them.
 */
async function setProEndingIn(dataDir: string, email: string, days: number): Promise<Date> {
  const database = await createPglite({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const { rows } = await database.query<{ expires_at: Date }>(
      `update users set role = 5, expires_at = now() + make_interval(days => $2) where email = $1 returning expires_at`,
      [email, days],
    );
    expect(rows).toHaveLength(1);
    await database.query(`update scheduled_jobs set last_succeeded_at = now() - interval '1 day'`);
    return rows[0]!.expires_at;
  } finally {
    await database.close();
  }
}

test('a customer follows the 7-day reminder, renews with the PayPal stand-in and sees 12 more months from the old end', async ({
  playwright,
  page,
}) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oneclick-reminders-'));
  let server = await startOwnServer(dataDir, PORT);
  try {
    const request = await playwright.request.newContext({ baseURL: server.baseURL });
    const customer = await createVerifiedAccount(request, server.baseURL, 'Grace Hopper');
    await request.dispose();
    await server.stop();
    const endsAt = await setProEndingIn(dataDir, customer.email, 7);

    // The reminders run as the server starts.
    server = await startOwnServer(dataDir, PORT);
    const reminder = await mailWithSubject(customer.email, 'Your OneClick Pro plan ends in 7 days');
    expect(reminder.text).toContain(`Your OneClick Pro plan ends on ${businessDate(endsAt, 'en-US')}.`);
    expect(reminder.text).toContain('After that your account is Free');

    await page.setContent(reminder.html);
    const button = page.getByRole('link', { name: 'Renew my plan' });
    await expect(button).toHaveAttribute('href', `${server.baseURL}/renew`);
    const [portal] = await Promise.all([page.waitForEvent('popup'), button.click()]);

    await test.step('the link asks them to log in, then names the plan and its end', async () => {
      await expect(portal).toHaveURL(/\/login$/);
      await logInThroughForm(portal, customer.email);
      await expect(portal).toHaveURL(/\/renew$/);
      await expect(portal.getByTestId('renewal')).toContainText(businessDate(endsAt, 'en-US'));
    });

    const renewedTo = addCalendarMonths(endsAt, 12);
    await test.step('paid on the stand-in, the profile shows 12 months from the old end', async () => {
      await portal.getByTestId('renew').click();
      await orderOnInvoice(portal, '/invoice_en');
      await expect(portal.getByTestId('invoice-lines')).toContainText('Package: Pro 12 Months');
      await portal.getByRole('button', { name: 'Pay with PayPal' }).click();
      await portal.getByRole('button', { name: 'Pay now (test)' }).click();
      await expect(portal.getByTestId('payment-success')).toBeVisible();
      await portal.goto(`${server.baseURL}/profile`);
      await expect(portal.getByTestId('profile-expiry')).toHaveText(businessDate(renewedTo, 'en-US'));
    });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
