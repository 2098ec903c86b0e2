import { expect, test } from '@playwright/test';
import { useLanguage } from '../support/language';
import { LANGUAGES, messages } from '../support/messages';

for (const language of LANGUAGES) {
  test.describe(`public pages in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    const common = messages(language, 'common');
    const title = (page: string) => common.pageTitle.replace('{{page}}', page);

    test('home shows the features, the three cards and the support block', async ({ page }) => {
      const home = messages(language, 'home');
      await page.goto('/');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(home.hero.heading);
      await expect(page).toHaveTitle(title(home.title));
      for (const feature of ['modelling', 'connectors', 'nesting', 'gcode', 'packing', 'materials', 'layout']) {
        await expect(main.getByRole('heading', { name: home.features[feature].title, exact: true })).toBeVisible();
      }
      for (const card of ['account', 'download', 'community']) {
        await expect(main.getByRole('heading', { name: home.cards[card].title, exact: true })).toBeVisible();
      }
      await expect(main.getByRole('link', { name: home.cards.community.chat })).toHaveAttribute('href', /^https:/);
      await expect(
        main.getByRole('link', { name: home.support.email.replace('{{email}}', 'support@oneclick.test') }),
      ).toHaveAttribute('href', 'mailto:support@oneclick.test');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    });

    test('support answers the FAQ in an accordion', async ({ page }) => {
      const support = messages(language, 'support');
      await page.goto('/support');
      await expect(page).toHaveTitle(title(support.title));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(support.heading);
      const question = page.getByRole('button', { name: support.faq.windowsOnly.question });
      await question.click();
      await expect(page.getByText(support.faq.windowsOnly.answer)).toBeVisible();
      for (const item of ['freeVsPaid', 'freeSupport', 'videoTutorials']) {
        await expect(page.getByRole('button', { name: support.faq[item].question })).toBeVisible();
      }
      // The fan page is named, not shown as its raw address.
      await expect(page.getByRole('link', { name: support.contact.fanPage })).toHaveAttribute('href', /^https:/);
      await expect(page.getByRole('main').getByText(/https?:\/\//)).toHaveCount(0);
    });

    test('the privacy policy lists the language cookie beside the session cookie', async ({ page }) => {
      await page.goto('/privacy');
      const main = page.getByRole('main');
      await expect(main.getByText(/\(one_language\)/)).toBeVisible();
      await expect(main.getByText(/\(oneclick_session\)/)).toBeVisible();
    });

    for (const policy of ['refund', 'delivery', 'privacy'] as const) {
      test(`/${policy} shows the whole policy`, async ({ page }) => {
        const policies = messages(language, 'policies');
        await page.goto(`/${policy}`);
        await expect(page).toHaveTitle(title(policies[policy].title));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(policies[policy].title);
        for (const section of policies[policy].sections) {
          await expect(
            page.getByRole('main').getByRole('heading', { name: section.heading, exact: true }),
          ).toBeVisible();
        }
        await expect(page.getByText('{{')).toHaveCount(0);
      });
    }
  });
}

test('the privacy policy says when it was last updated', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/privacy');
  await expect(page.getByText('Last updated: August 12, 2022')).toBeVisible();
});

test('the refund policy names the support e-mail from the configuration', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/refund');
  await expect(page.getByText(/support@oneclick\.test/).first()).toBeVisible();
});

test('the footer links the policies and the support contacts', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.goto('/');
  const footer = page.locator('footer');
  await footer.getByRole('link', { name: 'Refund policy' }).click();
  await expect(page).toHaveURL(/\/refund$/);
  await expect(footer.getByRole('link', { name: 'E-mail: support@oneclick.test' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Fan page' })).toHaveAttribute('target', '_blank');
});
