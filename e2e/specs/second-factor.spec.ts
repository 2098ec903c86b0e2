import { reasonOf, routes, WEB_PATHS } from '@oneclick/shared';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, createAdmin, logInPage, logInThroughForm, openAccountMenu, PASSWORD } from '../support/accounts';
import { clientOf, refusalOf } from '../support/api';
import { useLanguage } from '../support/language';
import { type Language, messages } from '../support/messages';
import { linkMailedTo } from '../support/mailbox';
import { addVirtualAuthenticator, enrolTotp, openMailedSetupLink, totpCode } from '../support/second-factor';

/** Logs out from the account menu (the app then loads the home page afresh) and opens /login. */
async function logOut(page: Page) {
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
}

test('a new admin is sent to set up an authenticator app, then signs in with its codes, and a recovery code once', async ({
  page,
  playwright,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await createAdmin(playwright, request, baseURL!, 'Tuan Admin');
  await useLanguage(page, 'en-US');
  await page.goto('/login');
  await logInThroughForm(page, admin.email);
  await expect(page).toHaveURL(/\/security$/);

  await test.step('his password alone sets up nothing: the first factor waits for the link e-mailed to him', async () => {
    const notice = page.getByTestId('setup-link-needed');
    await expect(notice).toContainText('Check your e-mail');
    await expect(notice).toContainText(`Open the link sent to ${admin.email} in this browser`);
    await expect(page.getByRole('button', { name: 'Set up an authenticator app' })).toHaveCount(0);
    const started = clientOf(page.request, { origin: baseURL! }).call(routes.secondFactor.startTotpEnrolment);
    expect((await refusalOf(started)).status).toBe(403);
    await page.goto(await linkMailedTo(admin.email, WEB_PATHS.security));
    await expect(page).toHaveURL(/\/security$/);
    await expect(notice).toHaveCount(0);
  });

  const { secret, first, codes } =
    await test.step('the dashboard refuses him, in the browser and in the API, until a second factor is proved', async () => {
      await page.goto('/users?section=users');
      await expect(page).toHaveURL(/\/security$/);
      await expect(page.getByTestId('second-factor-required')).toHaveText(
        'Admin accounts need a second factor: set one up to open the dashboard.',
      );
      const refused = await refusalOf(clientOf(page.request).call(routes.users.listUsers, { query: {} }));
      expect(refused.status).toBe(403);
      expect(reasonOf(refused.details)).toBe('SECOND_FACTOR_REQUIRED');

      const totp = page.getByTestId('totp-section');
      await expect(totp.getByTestId('status')).toHaveText('Off');
      await totp.getByRole('button', { name: 'Set up an authenticator app' }).click();
      const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
      expect(await page.getByTestId('totp-qr').getAttribute('data-payload')).toContain(`secret=${secret}`);
      await page.getByRole('textbox', { name: 'Code from the app' }).fill('000000');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(totp.getByRole('alert')).toHaveText('This code is not right, or it has been used already.');
      const first = await totpCode(secret);
      await page.getByRole('textbox', { name: 'Code from the app' }).fill(first.code);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(totp.getByRole('status')).toHaveText('The authenticator app is set up.');
      const codes = await page.getByTestId('recovery-code').allTextContents();
      expect(codes).toHaveLength(10);
      await expect(page.getByTestId('recovery-left')).toHaveText('10 recovery codes left.');
      return { secret, first, codes };
    });

  await test.step('he goes on to the page he asked for', async () => {
    await page.getByRole('link', { name: 'Open the dashboard' }).click();
    await expect(page).toHaveURL(/\/users\?section=users$/);
    await expect(page.getByTestId('users-table')).toBeVisible();
  });

  await test.step("the next login asks for a code: the one already used is refused, the app's next one works", async () => {
    await logOut(page);
    await logInThroughForm(page, admin.email);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm it is you');
    const code = page.getByRole('textbox', { name: 'Authenticator code' });
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByRole('button', { name: 'Use a passkey' })).toHaveCount(0);
    await code.fill(first.code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('This code is not right, or it has been used already.');
    const second = await totpCode(secret, first.step);
    await code.fill(second.code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/users$/);
  });

  await test.step('a recovery code works once', async () => {
    await logOut(page);
    await logInThroughForm(page, admin.email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!.toLowerCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/users$/);

    await logOut(page);
    await logInThroughForm(page, admin.email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('This code is not right, or it has been used already.');
    await page.getByRole('button', { name: 'Start again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    await expect(page.getByLabel('E-mail')).toHaveValue(admin.email);
  });
});

test("passkeys from Chromium's virtual authenticator: added on Sign-in security, then the login's second step and a sign-in without a password; the super admin resets them", async ({
  page,
  browser,
  playwright,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await createAdmin(playwright, request, baseURL!, 'Linh Admin');
  await useLanguage(page, 'en-US');
  const authenticator = await addVirtualAuthenticator(page);
  await page.goto('/login');
  await logInThroughForm(page, admin.email);
  await expect(page).toHaveURL(/\/security$/);
  await page.goto(await linkMailedTo(admin.email, WEB_PATHS.security));

  const passkeys = page.getByTestId('passkeys-section');
  await expect(passkeys.getByText('No passkeys yet.')).toBeVisible();
  const name = passkeys.getByRole('textbox', { name: 'Name of the new passkey' });
  await expect(name).toHaveValue(/ on Linux$/);
  await name.fill('Work laptop');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByRole('status')).toHaveText('The passkey “Work laptop” was added.');
  await expect(passkeys.getByTestId('passkey')).toHaveCount(1);
  await expect(passkeys.getByTestId('passkey')).toContainText('Work laptop');
  await expect(passkeys.getByTestId('passkey')).toContainText('never used');
  // The account's first second factor: its recovery codes, shown once.
  await expect(page.getByTestId('recovery-code')).toHaveCount(10);
  expect(await authenticator.credentials()).toHaveLength(1);

  await test.step("the login's second step, with the passkey", async () => {
    await logOut(page);
    await logInThroughForm(page, admin.email);
    await expect(page.getByText('Use your passkey, or enter one of your recovery codes.')).toBeVisible();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL(/\/users$/);
  });

  await test.step('without a password: a prompt the authenticator cannot verify is told calmly, then it works', async () => {
    await logOut(page);
    await authenticator.verifyUser(false);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByTestId('passkey-problem')).toHaveText(
      'The passkey request was closed, so nothing happened. Try again when you are ready.',
    );
    await expect(page).toHaveURL(/\/login$/);
    await authenticator.verifyUser(true);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await page.goto('/security');
    await expect(page.getByTestId('passkey')).toContainText('last used');
  });

  await test.step('the super admin resets his second factors: he is signed out, and must set one up again', async () => {
    const owner = await (await browser.newContext()).newPage();
    await useLanguage(owner, 'en-US');
    await logInPage(owner, baseURL!, ADMIN.email, ADMIN.password);
    await owner.goto('/users?section=users');
    await owner.getByLabel('Search by the start of a name or e-mail').fill(admin.email);
    await owner.getByRole('button', { name: `Manage: ${admin.email}` }).click();
    const manage = owner.getByRole('dialog', { name: `Manage ${admin.name}` });
    await manage.getByRole('button', { name: 'Reset second factor' }).click();
    const confirm = owner.getByRole('dialog', { name: `Reset the second factor of ${admin.name}?` });
    await confirm.getByRole('button', { name: 'Reset the second factor' }).click();
    await expect(manage.getByRole('status')).toHaveText(`The second factor of ${admin.email} was reset.`);
    await owner.context().close();

    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await logInThroughForm(page, admin.email);
    await expect(page).toHaveURL(/\/security$/);
    await expect(page.getByTestId('setup-link-needed')).toBeVisible();
  });
});

test('the super admin may not reset his own second factor from the dashboard', async ({ page, baseURL }) => {
  await useLanguage(page, 'en-US');
  await logInPage(page, baseURL!, ADMIN.email, ADMIN.password);
  await page.goto('/users?section=users');
  await page.getByLabel('Search by the start of a name or e-mail').fill(ADMIN.email);
  // As a person would, once the search has answered: the list it replaces also holds the owner.
  await expect(page.getByTestId('users-total')).toHaveText('1 user');
  await page.getByRole('button', { name: `Manage: ${ADMIN.email}` }).click();
  const manage = page.getByRole('dialog', { name: `Manage ${ADMIN.name}` });
  await expect(manage.getByRole('button', { name: 'Change role' })).toBeVisible();
  await expect(manage.getByRole('button', { name: 'Reset second factor' })).toHaveCount(0);
});

for (const language of ['vi', 'th'] as Language[]) {
  test(`the second step and Sign-in security speak ${language}`, async ({ page, playwright, request, baseURL }) => {
    const auth = messages(language, 'auth');
    const secondFactor = messages(language, 'second-factor');
    const admin = await createAdmin(playwright, request, baseURL!);
    await useLanguage(page, language);
    await logInPage(page, baseURL!, admin.email);
    await page.goto('/users');
    await expect(page).toHaveURL(/\/security$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(secondFactor.security.title);
    await expect(page.getByTestId('second-factor-required')).toHaveText(secondFactor.security.required);

    await expect(page.getByTestId('setup-link-needed')).toHaveText(new RegExp(secondFactor.setupLink.heading));
    await openMailedSetupLink(page.request, baseURL!, admin.email);
    const { secret, step } = await enrolTotp(page.request, baseURL!);
    await clientOf(page.request, { origin: baseURL! }).call(routes.auth.logOut);
    await page.goto('/login');
    await page.getByRole('textbox', { name: auth.fields.email }).fill(admin.email);
    await page.getByRole('textbox', { name: auth.fields.password, exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(auth.login.secondStepHeading);
    const { code } = await totpCode(secret, step);
    await page.getByRole('textbox', { name: secondFactor.secondStep.code }).fill(code);
    await page.getByRole('button', { name: secondFactor.secondStep.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/users$/);
  });
}
