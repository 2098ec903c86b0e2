import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorAlert } from '../../../components/error-alert';
import { loadNamespace } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { sessionQuery } from '../../../lib/session';
import { siteConfigQuery } from '../../../lib/site-config';
import { renderWithProviders } from '../../../test/render';
import { failEveryCall } from '../../../test/server-failure';
import { LoginPage } from './login-page';

const WRONG_PASSWORD = 'The e-mail or the password is not correct.';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

async function renderLogin() {
  await loadNamespace('auth', 'en-US');
  await loadNamespace('validation', 'en-US');
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQuery.queryKey, { user: null });
  queryClient.setQueryData(siteConfigQuery.queryKey, { oauthProviders: ['google'] } as never);
  await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ErrorAlert />
      <LoginPage />
    </QueryClientProvider>,
  );
}

async function failOnce() {
  answer(401, { code: 'LOGIN_FAIL', message: 'no' });
  await userEvent.type(screen.getByLabelText(/E-mail/), 'ana@factory.test');
  await userEvent.type(screen.getByLabelText(/^Password/), 'wrong password');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_PASSWORD);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('LoginPage', () => {
  it('lets the reader dismiss a failed login', async () => {
    await renderLogin();
    await failOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('forgets the failure once the reader edits the form', async () => {
    await renderLogin();
    await failOnce();
    await userEvent.type(screen.getByLabelText(/^Password/), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when a locked-out login may try again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 10, 0, 0));
    await renderLogin();
    answer(429, { code: 'RATE_LIMITED', message: 'slow down', details: { retryAfterSeconds: 14 * 60 + 10 } });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'ana@factory.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts to log in. Try again in 15 minutes, at 10:14 AM.',
    );
  });

  it('offers the owner of a throttled account a sign-in link by e-mail', async () => {
    await renderLogin();
    answer(429, { code: 'RATE_LIMITED', message: 'slow down', details: { retryAfterSeconds: 600 } });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'ana@factory.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'the right one');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    answer(200, { message: 'sent' });
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByTestId('login-link-sent')).toHaveTextContent(
      'If an account uses ana@factory.test, a one-time sign-in link is on its way',
    );
    expect(fetch).toHaveBeenCalledWith('/api/v1/auth/login-links', expect.objectContaining({ method: 'POST' }));
  });

  it('tells a sign-in link the server failed to send, with its reference, beside the button', async () => {
    await loadNamespace('common', 'en-US');
    await renderLogin();
    answer(429, { code: 'RATE_LIMITED', message: 'slow down', details: { retryAfterSeconds: 600 } });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'ana@factory.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'the right one');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const link = await screen.findByRole('button', { name: 'E-mail me a sign-in link' });
    failEveryCall('req-login-link');
    await userEvent.click(link);
    const reference = await screen.findByTestId('error-reference');
    expect(reference).toHaveTextContent('Reference: req-login-link');
    expect(screen.getByTestId('login-problem')).toContainElement(reference);
    expect(screen.getByRole('button', { name: 'E-mail me a sign-in link' })).toBeVisible();
  });

  it('offers no link for a wrong password', async () => {
    await renderLogin();
    await failOnce();
    expect(screen.queryByRole('button', { name: 'E-mail me a sign-in link' })).toBeNull();
  });

  it('signs in with the e-mailed link it was opened by', async () => {
    window.history.replaceState(null, '', '/login?token=mailed-token');
    answer(200, { user: null, secondFactor: ['totp'] });
    await loadNamespace('second-factor', 'en-US');
    await loadNamespace('auth', 'en-US');
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQuery.queryKey, { user: null });
    queryClient.setQueryData(siteConfigQuery.queryKey, { oauthProviders: [] } as never);
    await renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <LoginPage secondStep={({ methods }) => <p data-testid="second-step">{methods.join(',')}</p>} />
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('second-step')).toHaveTextContent('totp');
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/auth/login-links/use',
      expect.objectContaining({ body: JSON.stringify({ token: 'mailed-token' }) }),
    );
  });

  it('says why a spent link does not sign in', async () => {
    window.history.replaceState(null, '', '/login?token=spent-token');
    answer(410, { code: 'TOKEN_USED', message: 'used' });
    await renderLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('This link was already used.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  it('shows one alert at a time: a failed login replaces a failed trip to Google, and closing it leaves none', async () => {
    window.history.replaceState(null, '', '/login?oauth_error=google');
    await renderLogin();
    expect(screen.getByRole('alert')).toHaveTextContent('Signing in with Google did not work.');
    await failOnce();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(window.location.search).toBe('');
  });
});
