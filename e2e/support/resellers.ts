import { routes } from '@oneclick/shared';
import { type APIRequestContext, expect, type PlaywrightWorkerArgs } from '@playwright/test';
import { ADMIN, clientAddress, signedInApi } from './accounts';
import { clientOf } from './api';

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
  await clientOf(request, { origin: baseURL, 'x-forwarded-for': clientAddress() }).call(
    routes.resellers.submitResellerApplication,
    {
      body: { name: account.name, email: account.email, phone: '+84 912 345 678', country: 'VN', language: 'en-US' },
    },
  );
  const admin = await signedInApi(playwright, baseURL, ADMIN.email, ADMIN.password);
  const client = clientOf(admin);
  const { items } = await client.call(routes.resellers.listResellerApplications, { query: { status: 'pending' } });
  const application = items.find((item) => item.email === account.email);
  expect(application, `the application of ${account.email}`).toBeDefined();
  await client.call(routes.resellers.approveResellerApplication, {
    params: { id: application!.id },
    body: { commissionRate },
  });
  await admin.dispose();
}
