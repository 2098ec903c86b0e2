import { routes } from '@oneclick/shared';
import { type APIRequestContext, expect, type PlaywrightWorkerArgs } from '@playwright/test';
import { ADMIN, clientAddress, signedInApi } from './accounts';
import { apiPath } from './api';

/** The dashboard's tabs a reseller sees, in en-US and in order. */
export const RESELLER_TABS = [
  'Licence keys',
  'Activate User',
  'Summary Sale',
  'Sales Report',
  'Renewals',
  'Check Users',
  'Users',
  'Orders',
  'Buy keys',
];

/** Makes a verified account a reseller the one way there is: it applies, and the super admin approves. */
export async function makeReseller(
  playwright: PlaywrightWorkerArgs['playwright'],
  request: APIRequestContext,
  baseURL: string,
  account: { email: string; name: string },
  commissionRate: number,
) {
  const applied = await request.post(apiPath(routes.resellers.submitResellerApplication), {
    headers: { origin: baseURL, 'x-forwarded-for': clientAddress() },
    data: { name: account.name, email: account.email, phone: '+84 912 345 678', country: 'VN', language: 'en-US' },
  });
  expect(applied.status()).toBe(204);
  const admin = await signedInApi(playwright, baseURL, ADMIN.email, ADMIN.password);
  const waiting = await admin.get(apiPath(routes.resellers.listResellerApplications, {}, { status: 'pending' }));
  const { items } = (await waiting.json()) as { items: { id: string; email: string }[] };
  const application = items.find((item) => item.email === account.email);
  expect(application, `the application of ${account.email}`).toBeDefined();
  const approved = await admin.post(apiPath(routes.resellers.approveResellerApplication, { id: application!.id }), {
    data: { commissionRate },
  });
  expect(approved.status()).toBe(200);
  await admin.dispose();
}
