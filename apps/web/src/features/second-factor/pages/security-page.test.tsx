import type { SecondFactorStatus, SessionUser } from '@oneclick/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { queryClientSignedInAs, sessionUser } from '../../../test/session-user';
import { SecurityPage } from './security-page';

// jsdom draws no canvas: the QR code is an image of its text here.
vi.mock('qrcode', () => ({ toDataURL: async (text: string) => `data:image/png;base64,${btoa(text)}` }));

const admin = sessionUser({ secondFactor: false });
const none: SecondFactorStatus = {
  required: true,
  totp: false,
  passkeys: [],
  recoveryCodesLeft: 0,
  setupLinkNeeded: false,
};
const codes = Array.from({ length: 10 }, (_, index) => `QRSTV-${String(index).padStart(5, '0')}`);

/** The API as the page sees it: answers by method and path, the account's state kept here. */
function serve(state: { status: SecondFactorStatus; user: SessionUser }) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const call = `${init?.method ?? 'GET'} ${url}`;
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
    switch (call) {
      case 'GET /api/v1/auth/second-factor':
        return json(state.status);
      case 'GET /api/v1/auth/session':
        return json({ user: state.user });
      case 'POST /api/v1/auth/totp':
        return json({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/OneClick?secret=JBSW' });
      case 'POST /api/v1/auth/totp/confirm':
        if (JSON.parse(String(init?.body)).code !== '123456') {
          return json({ code: 'VALIDATION_FAILED', message: 'no', details: { reason: 'SECOND_FACTOR_WRONG' } }, 400);
        }
        state.status = { ...state.status, totp: true, recoveryCodesLeft: 10 };
        state.user = { ...state.user, secondFactor: true };
        return json({ codes });
      case 'POST /api/v1/auth/second-factor/setup-link':
        return json({ message: 'sent' });
      case 'POST /api/v1/auth/second-factor/setup-link/open':
        if (JSON.parse(String(init?.body)).token !== 'mailed-token') {
          return json({ code: 'TOKEN_USED', message: 'used' }, 410);
        }
        state.status = { ...state.status, setupLinkNeeded: false };
        return new Response(null, { status: 204 });
      case 'DELETE /api/v1/auth/totp':
        return json({ code: 'CONFLICT', message: 'last', details: { reason: 'LAST_SECOND_FACTOR' } }, 409);
      default:
        throw new Error(`Unexpected call: ${call}`);
    }
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function renderPage(user: SessionUser) {
  await Promise.all(['second-factor', 'validation'].map((namespace) => loadNamespace(namespace, 'en-US')));
  const queryClient = queryClientSignedInAs(user);
  await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <SecurityPage />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('SecurityPage', () => {
  it('tells an admin to set up a second factor, sets up the app, shows the codes once and opens the way on', async () => {
    serve({ status: none, user: admin });
    await renderPage(admin);
    expect(screen.getByTestId('second-factor-required')).toHaveTextContent(
      'Admin accounts need a second factor: set one up to open the dashboard.',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeVisible();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    const code = screen.getByRole('textbox', { name: /Code from the app/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not right, or it has been used already.');

    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const panel = await screen.findByTestId('recovery-codes');
    expect(
      within(panel)
        .getAllByTestId('recovery-code')
        .map((item) => item.textContent),
    ).toEqual(codes);
    const ready = await screen.findByTestId('second-factor-ready');
    expect(within(ready).getByRole('link', { name: 'Open the dashboard' })).toHaveAttribute('href', '/users');
    expect(screen.queryByTestId('second-factor-required')).toBeNull();
    expect(await screen.findByTestId('recovery-left')).toHaveTextContent('10 recovery codes left.');

    await userEvent.click(within(panel).getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
  });

  it("says why an admin's last factor stays, after asking", async () => {
    const enrolled = { ...admin, secondFactor: true };
    serve({ status: { ...none, totp: true, recoveryCodesLeft: 9 }, user: enrolled });
    await renderPage(enrolled);
    expect(screen.queryByTestId('second-factor-required')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the authenticator app?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove the authenticator app' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Admin accounts must keep a second factor: add another one before removing this one.',
    );
  });

  it('asks an admin without a factor to open the e-mailed link first, and sends it again', async () => {
    const fetch = serve({ status: { ...none, setupLinkNeeded: true }, user: admin });
    await renderPage(admin);
    const notice = await screen.findByTestId('setup-link-needed');
    expect(notice).toHaveTextContent(`Open the link sent to ${admin.email} in this browser`);
    expect(screen.queryByRole('button', { name: 'Set up an authenticator app' })).toBeNull();
    await userEvent.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    expect(await within(notice).findByRole('status')).toHaveTextContent(`A new link is on its way to ${admin.email}.`);
    expect(fetch).toHaveBeenCalledWith('/api/v1/auth/second-factor/setup-link', expect.anything());
  });

  it('opens the setup link it was reached by, then offers the set-up and leaves the token out of the address', async () => {
    window.history.replaceState({ from: '/users?section=users' }, '', '/security?token=mailed-token');
    serve({ status: { ...none, setupLinkNeeded: true }, user: admin });
    await renderPage(admin);
    expect(await screen.findByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
    expect(screen.queryByTestId('setup-link-needed')).toBeNull();
    expect(window.location.search).toBe('');
    expect(window.history.state).toEqual({ from: '/users?section=users' });
  });

  it('says so when the link cannot be used, and still offers a new one', async () => {
    window.history.replaceState(null, '', '/security?token=spent-token');
    serve({ status: { ...none, setupLinkNeeded: true }, user: admin });
    await renderPage(admin);
    expect(await screen.findByTestId('setup-link-problem')).toHaveTextContent('This link was already used.');
    expect(await screen.findByRole('button', { name: 'Send the link again' })).toBeVisible();
  });
});
