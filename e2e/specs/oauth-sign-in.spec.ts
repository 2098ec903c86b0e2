import { routes } from '@oneclick/shared';
import { expect, type Page, test } from '@playwright/test';
import { clientAddress, createAdmin, createVerifiedAccount, PASSWORD, uniqueEmail } from '../support/accounts';
import { clientOf, refusalOf } from '../support/api';
import { useLanguage } from '../support/language';
import { type Language, messages } from '../support/messages';
import { nameOf, UNVERIFIED_LOGIN_PREFIX } from '../support/oidc-provider';
import { enrolTotp, openMailedSetupLink, totpCode } from '../support/second-factor';

/**
 * "Continue with Google" (or Facebook) through a real OpenID provider standing in for both
 * (global-setup.ts starts `oidc-provider` on 127.0.0.1): its own sign-in page takes the e-mail,
 * its consent page continues or cancels, and the portal's callback does the rest.
 */
async function continueWith(
  provider: 'google' | 'facebook',
  page: Page,
  language: Language,
  login: string,
  consent: 'continue' | 'cancel',
) {
  await page.goto('/login');
  await page.getByRole('button', { name: messages(language, 'auth').login[provider] }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password at the provider');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  if (consent === 'continue') await page.getByRole('button', { name: 'Continue' }).click();
  else await page.getByRole('link', { name: '[ Cancel ]' }).click();
}

const JOURNEYS: [Language, number][] = [
  ['vi', 375],
  ['en-US', 1280],
  ['th', 375],
];

for (const [language, width] of JOURNEYS) {
  test(`a new customer signs up with Google, in ${language} at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await useLanguage(page, language);
    const email = uniqueEmail('new.google');
    await continueWith('google', page, language, email, 'continue');
    await expect(page).toHaveURL(/\/profile$/);
    const session = await clientOf(page.request).call(routes.auth.getSession);
    expect(session.user).toMatchObject({ email, name: nameOf(email), language, role: 4 });
  });
}

test('Google links an existing account with the same verified e-mail, and refuses an unverified one', async ({
  page,
  request,
  baseURL,
}) => {
  await useLanguage(page, 'en-US');
  const existing = await createVerifiedAccount(request, baseURL!, 'Lan Existing');
  await continueWith('google', page, 'en-US', existing.email, 'continue');
  await expect(page).toHaveURL(/\/profile$/);
  const session = await clientOf(page.request).call(routes.auth.getSession);
  expect(session.user).toMatchObject({ email: existing.email, name: 'Lan Existing' });

  const stranger = await page.context().browser()!.newContext();
  const other = await stranger.newPage();
  await useLanguage(other, 'en-US');
  const unverified = uniqueEmail('someone');
  await continueWith('google', other, 'en-US', `${UNVERIFIED_LOGIN_PREFIX}${unverified}`, 'continue');
  await expect(other).toHaveURL(/\/login\?oauth_error=google&reason=OAUTH_EMAIL_UNVERIFIED$/);
  await expect(other.getByRole('alert')).toHaveText(messages('en-US', 'api-errors').reasons.OAUTH_EMAIL_UNVERIFIED);
  const signedOut = await clientOf(other.request).call(routes.auth.getSession);
  expect(signedOut).toEqual({ user: null });
  await stranger.close();
});

for (const language of ['vi', 'th'] as Language[]) {
  test(`a consent refused at Google comes back with a clear message, in ${language}`, async ({ page }) => {
    await useLanguage(page, language);
    await continueWith('google', page, language, uniqueEmail('refuses'), 'cancel');
    await expect(page).toHaveURL(/\/login\?oauth_error=google&reason=OAUTH_CANCELLED$/);
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(messages(language, 'api-errors').reasons.OAUTH_CANCELLED);
    await alert.getByRole('button').click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('an admin who signs in with Google must still pass the second step before any staff work', async ({
  browser,
  playwright,
  request,
  baseURL,
}) => {
  const admin = await createAdmin(playwright, request, baseURL!, 'Google Admin');
  const setUp = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL!, 'x-forwarded-for': clientAddress() },
  });
  await clientOf(setUp).call(routes.auth.logIn, { body: { email: admin.email, password: PASSWORD } });
  await openMailedSetupLink(setUp, baseURL!, admin.email);
  const { secret, step } = await enrolTotp(setUp, baseURL!);
  await setUp.dispose();

  const context = await browser.newContext();
  const fresh = await context.newPage();
  await useLanguage(fresh, 'en-US');
  await continueWith('google', fresh, 'en-US', admin.email, 'continue');
  await expect(fresh).toHaveURL(/\/login\?second_step=totp$/);
  await expect(fresh.getByRole('heading', { level: 1 })).toHaveText('Confirm it is you');
  expect((await refusalOf(clientOf(fresh.request).call(routes.users.listUsers, { query: {} }))).status).toBe(401);

  const { code } = await totpCode(secret, step);
  await fresh.getByRole('textbox', { name: 'Authenticator code' }).fill(code);
  await fresh.getByRole('button', { name: 'Verify' }).click();
  await expect(fresh).toHaveURL(/\/users$/);
  await clientOf(fresh.request).call(routes.users.listUsers, { query: {} });
  await context.close();
});

test('a new customer signs up with Facebook, and an account sharing no e-mail is refused', async ({
  page,
  browser,
}) => {
  await useLanguage(page, 'th');
  const email = uniqueEmail('new.facebook');
  await continueWith('facebook', page, 'th', email, 'continue');
  await expect(page).toHaveURL(/\/profile$/);
  const session = await clientOf(page.request).call(routes.auth.getSession);
  expect(session.user).toMatchObject({ email, name: nameOf(email), language: 'th' });

  const context = await browser.newContext();
  const other = await context.newPage();
  await useLanguage(other, 'th');
  await continueWith('facebook', other, 'th', `${UNVERIFIED_LOGIN_PREFIX}${uniqueEmail('hidden')}`, 'continue');
  await expect(other).toHaveURL(/\/login\?oauth_error=facebook&reason=OAUTH_EMAIL_UNVERIFIED$/);
  await expect(other.getByRole('alert')).toHaveText(messages('th', 'api-errors').reasons.OAUTH_EMAIL_UNVERIFIED);
  await context.close();
});
