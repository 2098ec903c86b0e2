import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routes } from '@oneclick/shared';
import { expect, test } from '@playwright/test';
import { ADMIN, createVerifiedAccount, logInPage } from '../support/accounts';
import { clientOf, refusalOf } from '../support/api';
import { useLanguage } from '../support/language';
import { messages } from '../support/messages';
import { runLicenceClient } from '../support/licence-client';

test('the software signs in with a code approved in the browser, and is signed out when its seat is freed', async ({
  page,
  request,
  baseURL,
}) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'oneclick-client-'));
  const state = path.join(folder, 'state.json');
  const pins = path.join(folder, 'pins.json');
  // The client trusts this portal and its keys as the extension trusts the release's.
  const client = (command: string) =>
    runLicenceClient([command, '--pins', pins, '--state', state, '--name', 'E2E-WORKSHOP']);
  try {
    expect(await runLicenceClient(['pin', '--portal', baseURL!, '--out', pins]).exited).toBe(0);
    const account = await createVerifiedAccount(request, baseURL!, 'Workshop Owner');
    const signIn = client('sign-in');
    await expect.poll(signIn.output).toMatch(/type [A-Z]{4}-[A-Z]{4}/);
    const code = /type ([A-Z]{4}-[A-Z]{4})/.exec(signIn.output())![1]!;

    await useLanguage(page, 'en-US');
    await logInPage(page, baseURL!, account.email);
    await page.goto('/device');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in the software');
    await page.getByLabel('Code shown by the software').fill(code.toLowerCase().replace('-', ' '));
    await page.getByRole('button', { name: 'Continue' }).click();
    const asking = page.getByTestId('device-request');
    await expect(asking).toContainText('This computer asks to use your account');
    await expect(asking).toContainText('E2E-WORKSHOP');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('device-decided')).toContainText('Approved. Go back to the software');

    expect(await signIn.exited).toBe(0);
    expect(signIn.output()).toContain('Licence verified: account type 4');

    await page.goto('/profile');
    const machines = page.getByTestId('my-machines');
    await expect(machines).toContainText('E2E-WORKSHOP');
    await expect(page.getByTestId('machine-seats')).toHaveText('1 of 1 seat used');
    await machines.getByRole('button', { name: 'Free the seat of E2E-WORKSHOP' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('E2E-WORKSHOP is signed out of OneClick');
    await dialog.getByRole('button', { name: 'Free the seat' }).click();
    await expect(machines).toContainText('The seat is free.');
    await expect(machines).toContainText('No computer runs OneClick on your account yet.');

    const checkIn = client('check-in');
    expect(await checkIn.exited).toBe(1);
    expect(checkIn.output()).toContain('Refused: 401');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a code opened from its link in Vietnamese and denied: the software is told, and the code is spent', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createVerifiedAccount(request, baseURL!, 'Chủ xưởng');
  const software = clientOf(request);
  const { verification_uri_complete: link, device_code: deviceCode } = await software.call(
    routes.device.startDeviceAuthorization,
    { body: { fingerprint: 'fingerprint-e2e-deny', hostname: 'XUONG-2', os: 'Windows 11', version: '2.4.0' } },
  );

  await useLanguage(page, 'vi');
  await logInPage(page, baseURL!, account.email);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByTestId('device-request')).toContainText('XUONG-2');
  await page.getByRole('button', { name: 'Từ chối' }).click();
  await expect(page.getByTestId('device-decided')).toHaveText(
    'Đã từ chối. Phần mềm sẽ không đăng nhập bằng tài khoản của bạn.',
  );

  await page.getByRole('button', { name: 'Nhập mã khác' }).click();
  await page.getByLabel('Mã do phần mềm hiển thị').fill(new URL(link).searchParams.get('code')!);
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page.getByText('Không có máy nào đang chờ mã này.')).toBeVisible();

  const polled = await refusalOf(
    software.call(routes.device.exchangeDeviceCode, { body: { device_code: deviceCode } }),
  );
  expect(polled.status).toBe(400);
  expect(polled.body).toMatchObject({ error: 'access_denied' });
});

test("an admin checks a customer on the dashboard and frees one of the customer's computers", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const account = await createVerifiedAccount(request, baseURL!, 'Xưởng Mộc');
  const customer = await browser.newPage();
  await logInPage(customer, baseURL!, account.email);
  const machine = { fingerprint: 'fingerprint-e2e-admin', hostname: 'XUONG-MOC-3', os: 'Windows 11', version: '2.4.0' };
  const software = clientOf(request);
  const started = await software.call(routes.device.startDeviceAuthorization, { body: machine });
  await clientOf(customer.request, { origin: baseURL! }).call(routes.device.decideDeviceRequest, {
    body: { userCode: started.user_code, decision: 'approve' },
  });
  await customer.close();
  const { access_token: token } = await software.call(routes.device.exchangeDeviceCode, {
    body: { device_code: started.device_code },
  });
  const signedIn = clientOf(request, { authorization: `Bearer ${token}` });
  await signedIn.call(routes.licences.activateMachine, {
    body: { ...machine, nonce: 'nonce-activate-for-the-admin-test' },
  });

  await useLanguage(page, 'en-US');
  await logInPage(page, baseURL!, ADMIN.email, ADMIN.password);
  await page.goto('/users?section=users-lookup');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Check' }).click();
  const computers = page.getByTestId('customer-machines');
  await expect(computers).toContainText('XUONG-MOC-3');
  await expect(computers.getByTestId('machine-seats')).toHaveText('1 of 1 seat used');
  await computers.getByRole('button', { name: 'Free the seat of XUONG-MOC-3' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Free the seat' }).click();
  await expect(computers).toContainText('No computer runs OneClick on this account.');

  const checkIn = signedIn.call(routes.licences.checkInMachine, {
    body: { ...machine, nonce: 'nonce-check-in-for-the-admin-test' },
  });
  expect((await refusalOf(checkIn)).status).toBe(401);
});

test('every seat taken: /device says so before approving, the user frees a computer there, and the software gets its licence (Thai)', async ({
  page,
  request,
  baseURL,
}) => {
  const device = messages('th', 'licences').device;
  const machines = messages('th', 'licences').machines;
  const folder = mkdtempSync(path.join(tmpdir(), 'oneclick-client-'));
  const pins = path.join(folder, 'pins.json');
  try {
    const account = await createVerifiedAccount(request, baseURL!, 'Full Workshop');
    await logInPage(page, baseURL!, account.email);
    await test.step("the Free plan's one seat is held by an older computer", async () => {
      const old = { fingerprint: 'fingerprint-e2e-old-desk', hostname: 'OLD-DESK', os: 'Windows 10', version: '2.3.0' };
      const software = clientOf(request);
      const started = await software.call(routes.device.startDeviceAuthorization, { body: old });
      await clientOf(page.request, { origin: baseURL! }).call(routes.device.decideDeviceRequest, {
        body: { userCode: started.user_code, decision: 'approve' },
      });
      const { access_token: token } = await software.call(routes.device.exchangeDeviceCode, {
        body: { device_code: started.device_code },
      });
      await clientOf(request, { authorization: `Bearer ${token}` }).call(routes.licences.activateMachine, {
        body: { ...old, nonce: 'nonce-for-the-old-desk-e2e' },
      });
    });

    expect(await runLicenceClient(['pin', '--portal', baseURL!, '--out', pins]).exited).toBe(0);
    const signIn = runLicenceClient([
      'sign-in',
      '--pins',
      pins,
      '--state',
      path.join(folder, 'state.json'),
      '--name',
      'NEW-DESK',
    ]);
    await expect.poll(signIn.output).toMatch(/type [A-Z]{4}-[A-Z]{4}/);
    const code = /type ([A-Z]{4}-[A-Z]{4})/.exec(signIn.output())![1]!;

    await useLanguage(page, 'th');
    // The link the software opens carries the code: the machine shows at once, no Continue.
    await page.goto(`/device?code=${code}`);
    await expect(page.getByTestId('device-request')).toContainText('NEW-DESK');
    await expect(page.getByTestId('device-seats-full')).toHaveText(device.seatsFull_other.replace('{{count}}', '1'));
    const approve = page.getByRole('button', { name: device.approve, exact: true });
    await expect(approve).toBeDisabled();
    const computers = page.getByTestId('my-machines');
    await expect(computers).toContainText('OLD-DESK');
    await computers.getByRole('button', { name: machines.releaseLabel.replace('{{hostname}}', 'OLD-DESK') }).click();
    await page.getByRole('dialog').getByRole('button', { name: machines.confirm }).click();
    await expect(computers).toContainText(machines.released);
    await expect(page.getByTestId('device-seats-full')).toHaveCount(0);
    await approve.click();
    await expect(page.getByTestId('device-decided')).toHaveText(device.approved);

    expect(await signIn.exited).toBe(0);
    expect(signIn.output()).toContain('Licence verified: account type 4');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
