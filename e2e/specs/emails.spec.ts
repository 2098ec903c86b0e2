import { routes } from '@oneclick/shared';
import { expect, test } from '@playwright/test';
import { clientOf } from '../support/api';
import { ADMIN, logInPage } from '../support/accounts';
import { seriousViolations } from '../support/accessibility';
import { useLanguage } from '../support/language';
import { dashboardMessages, LANGUAGES, messages } from '../support/messages';

const users = dashboardMessages('en-US');
const thaiEmails = messages('th', 'emails');

test('an admin previews the renewal reminder in Thai: its subject, its HTML with the button, its plain text', async ({
  page,
  baseURL,
}) => {
  await useLanguage(page, 'en-US');
  await logInPage(page, baseURL!, ADMIN.email, ADMIN.password);
  await page.goto('/users?section=emails');
  const section = page.getByRole('tabpanel', { name: users.dashboard.sections.emails });
  await section
    .getByLabel(users.emailPreview.template, { exact: true })
    .selectOption({ label: users.emailPreview.templates.renewalReminder });
  await section.getByLabel(users.emailPreview.language).selectOption('th');
  await expect(page.getByTestId('email-subject')).toHaveText('แพ็กเกจ OneClick Pro ของคุณจะหมดอายุในอีก 7 วัน');
  const email = page.frameLocator('[data-testid="email-html"]');
  await expect(email.getByRole('link', { name: thaiEmails.actions.renew })).toHaveAttribute('href', `${baseURL}/renew`);
  expect(await seriousViolations(page, 'e-mail preview')).toEqual([]);
  await page.getByRole('tab', { name: users.emailPreview.text }).click();
  await expect(page.getByTestId('email-text')).toContainText(`${baseURL}/renew`);
});

test('the e-mails’ HTML passes axe in every language', async ({ page, baseURL }) => {
  await logInPage(page, baseURL!, ADMIN.email, ADMIN.password);
  for (const language of LANGUAGES) {
    for (const template of ['renewalReminder', 'receipt', 'verifyEmail'] as const) {
      const { html } = await clientOf(page.request).call(routes.emails.previewEmail, {
        params: { template },
        query: { language },
      });
      await page.setContent(html);
      expect(await seriousViolations(page, `${template} in ${language}`)).toEqual([]);
    }
  }
});
