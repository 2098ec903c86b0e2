import { type Language, routes } from '@oneclick/shared';
import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { linkMailedTo } from './mailbox';
import { finishWithPasskey, keptPasskey } from './second-factor';
import { clientOf } from './api';

export const PASSWORD = 'cedar cabinet doors 24';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@factory.test`;
}

/** A made-up client address, so that accounts created by the specs do not share one address's rate limits. */
export function clientAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** Registers through the API (as the register page would) without verifying. */
export async function registerAccount(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  name = 'Test Customer',
  language: Language = 'en-US',
) {
  await clientOf(request, { origin: baseURL, 'x-forwarded-for': clientAddress() }).call(routes.auth.registerUser, {
    body: { name, email, password: PASSWORD, password2: PASSWORD, country: 'VN', language },
  });
}

/** A registered, verified customer, ready to log in with PASSWORD; their e-mails come in `language`. */
export async function createVerifiedAccount(
  request: APIRequestContext,
  baseURL: string,
  name = 'Test Customer',
  language: Language = 'en-US',
) {
  const email = uniqueEmail('customer');
  await registerAccount(request, baseURL, email, name, language);
  const link = await linkMailedTo(email, '/verify_email');
  const token = new URL(link).searchParams.get('token') ?? '';
  await clientOf(request, { origin: baseURL }).call(routes.auth.verifyEmail, { body: { token } });
  return { email, name };
}

export async function logInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The super admin that the first-admin journey creates from the setup link. */
export const ADMIN = { email: 'owner@oneclick.test', password: 'plinth and kickboard 1', name: 'Portal Owner' };

/** An API client signed in as `email`, sending the portal's Origin like its own pages do. */
export async function signedInApi(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  email: string,
  password: string,
) {
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': clientAddress() },
  });
  const answer = await clientOf(api).call(routes.auth.logIn, { body: { email, password } });
  await finishSecondStep(api, email, answer);
  return api;
}

/**
 * A login answered: signed in, or (the account has a second factor) finished with the passkey
 * first-admin.spec.ts kept for it, as its owner's browser would.
 */
async function finishSecondStep(
  request: APIRequestContext,
  email: string,
  { secondFactor }: { secondFactor: readonly string[] | null },
  headers: Record<string, string> = {},
) {
  if (!secondFactor) return;
  const passkey = keptPasskey(email);
  expect(passkey, `a passkey kept for ${email} (first-admin.spec.ts)`).toBeDefined();
  await finishWithPasskey(request, passkey!, headers);
}

/** A verified account with the given editor scope, granted by the super admin. */
export async function createEditor(
  playwright: PlaywrightWorkerArgs['playwright'],
  request: APIRequestContext,
  baseURL: string,
  scope: 'admin' | 'vi' | 'en-US' | 'TH',
) {
  const account = await createVerifiedAccount(request, baseURL, `Editor ${scope}`);
  const admin = await signedInApi(playwright, baseURL, ADMIN.email, ADMIN.password);
  await clientOf(admin).call(routes.users.setEditorScope, { body: { email: account.email, editor: scope } });
  await admin.dispose();
  return account;
}

/** A verified account the super admin has made an admin (role 1): it has no second factor yet. */
export async function createAdmin(
  playwright: PlaywrightWorkerArgs['playwright'],
  request: APIRequestContext,
  baseURL: string,
  name = 'New Admin',
) {
  const account = await createVerifiedAccount(request, baseURL, name);
  const admin = await signedInApi(playwright, baseURL, ADMIN.email, ADMIN.password);
  const client = clientOf(admin);
  const [user] = (await client.call(routes.users.listUsers, { query: { q: account.email } })).items;
  await client.call(routes.users.changeRole, { params: { id: user!.id }, body: { role: 1 } });
  await admin.dispose();
  return { ...account, id: user!.id };
}

/** Opens the signed-in user's menu in the header and returns it. */
export async function openAccountMenu(page: Page) {
  await page.getByTestId('account-menu').click();
  return page.getByRole('menu');
}

/**
 * Signs the page's browser in through the API (the page shares its cookies), replacing any
 * session; ADMIN's second step is finished with the passkey kept for it.
 */
export async function logInPage(page: Page, baseURL: string, email: string, password = PASSWORD) {
  const headers = { origin: baseURL, 'x-forwarded-for': clientAddress() };
  const answer = await clientOf(page.request, headers).call(routes.auth.logIn, { body: { email, password } });
  await finishSecondStep(page.request, email, answer, headers);
}
