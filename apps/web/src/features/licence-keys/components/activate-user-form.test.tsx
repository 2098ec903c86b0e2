import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorAlert } from '../../../components/error-alert';
import { loadNamespace } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { siteConfigQuery } from '../../../lib/site-config';
import { renderWithProviders } from '../../../test/render';
import { ActivateUserForm } from './activate-user-form';

const customer = { id: '00000000-0000-4000-8000-000000000002', name: 'Minh Client', email: 'minh@factory.test' };
const code = 'ABCD-EFGH-JKMN-PQRS';

/** The server's answers, by path: the quote, then the redemption. */
function serve(answers: Record<string, [number, unknown]>) {
  const fetch = vi.fn(async (url: string) => {
    const [status, body] = answers[url] ?? [404, { code: 'NOT_FOUND', message: 'Not found' }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function renderForm() {
  await loadNamespace('licence-keys', 'en-US');
  await loadNamespace('validation', 'en-US');
  const queryClient = createQueryClient();
  // The site settings the dates are written with, as the app shell has them already.
  queryClient.setQueryData(siteConfigQuery.queryKey, { timeZone: 'Asia/Ho_Chi_Minh' } as never);
  await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ErrorAlert />
      <ActivateUserForm />
    </QueryClientProvider>,
  );
  return queryClient;
}

async function fillIn(email = customer.email, key = code) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Customer e-mail' }), email);
  await userEvent.type(screen.getByRole('textbox', { name: 'Licence key' }), key);
  await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('ActivateUserForm', () => {
  it("shows what the client's running plan becomes before confirming, then refreshes the reseller's figures", async () => {
    const fetch = serve({
      '/api/v1/licence-keys/redeem/quote': [
        200,
        {
          customer,
          accountType: 6,
          months: 12,
          expiresAt: '2029-05-24T10:00:00.000Z',
          current: { accountType: 5, expiresAt: '2028-11-25T10:00:00.000Z' },
          conversion: { fromAccountType: 5, remainingDays: 730, convertedDays: 547 },
        },
      ],
      '/api/v1/licence-keys/redeem': [200, { customer, accountType: 6, expiresAt: '2029-05-24T10:00:00.000Z' }],
    });
    const queryClient = await renderForm();
    queryClient.setQueryData(['resellers', 'me'], { keysUsed: 0 });
    queryClient.setQueryData(['sales', 'summary', {}], {});
    await fillIn();
    expect(await screen.findByTestId('activation-quote-text')).toHaveTextContent(
      "The client's remaining 730 days of Pro are worth 547 days of Premium: Premium until May 24, 2029.",
    );
    expect(fetch).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm activation' }));
    expect(await screen.findByTestId('activation-result')).toHaveTextContent(
      `Minh Client (${customer.email}) is now Premium until May 24, 2029.`,
    );
    expect(fetch).toHaveBeenLastCalledWith('/api/v1/licence-keys/redeem', expect.objectContaining({ method: 'POST' }));
    expect(queryClient.getQueryState(['resellers', 'me'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['sales', 'summary', {}])?.isInvalidated).toBe(true);
    expect(screen.queryByTestId('activation-quote')).toBeNull();
  });

  it('shows one current alert: a refusal goes as soon as the input changes, and can be dismissed', async () => {
    serve({
      '/api/v1/licence-keys/redeem/quote': [
        409,
        { code: 'CONFLICT', message: 'This licence key has already been used.', details: { reason: 'KEY_USED' } },
      ],
    });
    await renderForm();
    await fillIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('This licence key has already been used.');
    const key = screen.getByRole('textbox', { name: 'Licence key' });
    await userEvent.type(key, '{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(key, 'S');

    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
