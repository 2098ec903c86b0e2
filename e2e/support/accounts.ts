import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { linkMailedTo } from './mailbox';

export const PASSWORD = 'cedar cabinet doors 24';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@factory.test`;
}

/** Registers through the API (as the register page would) without verifying. */
export async function registerAccount(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  name = 'Test Customer',
) {
  const res = await request.post('/api/v1/auth/register', {
    headers: { origin: baseURL },
    data: { name, email, password: PASSWORD, password2: PASSWORD, country: 'VN', language: 'en-US' },
  });
  expect(res.status()).toBe(201);
}

/** A registered, verified customer, ready to log in with PASSWORD. */
export async function createVerifiedAccount(request: APIRequestContext, baseURL: string, name = 'Test Customer') {
  const email = uniqueEmail('customer');
  await registerAccount(request, baseURL, email, name);
  const link = await linkMailedTo(email, '/verify_email');
  const token = new URL(link).searchParams.get('token');
  const res = await request.post('/api/v1/auth/verify-email', { headers: { origin: baseURL }, data: { token } });
  expect(res.status()).toBe(200);
  return { email, name };
}

export async function logInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
