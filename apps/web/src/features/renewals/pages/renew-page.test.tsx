import type { Language, MyRenewal } from '@oneclick/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadNamespace } from '../../../i18n/i18n';
import { renewalsKeys } from '../../../lib/query-keys';
import { anOrder } from '../../../test/order';
import { renderWithProviders } from '../../../test/render';
import { failEveryCall } from '../../../test/server-failure';
import { queryClientSignedInAs, sessionUser } from '../../../test/session-user';
import { RenewPage } from './renew-page';

const ORDER_ID = '0A1B2C3D4E5F';
const RENEWAL: MyRenewal = {
  plan: { accountType: 5, expiresAt: '2027-01-31T17:00:00.000Z' },
  package: 'pro',
  reseller: null,
  renewalReminders: true,
};

async function renderRenewPage(language: Language) {
  window.history.replaceState(null, '', '/renew');
  await loadNamespace('renewals', language);
  const queryClient = queryClientSignedInAs(
    sessionUser({ role: 5, effectiveRole: 5, expiresAt: RENEWAL.plan!.expiresAt }),
  );
  queryClient.setQueryData(renewalsKeys.mine, RENEWAL);
  await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RenewPage />
    </QueryClientProvider>,
    language,
  );
  return screen.getByTestId('renew');
}

afterEach(async () => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  await act(() => changeLanguage('en-US'));
});

describe('RenewPage', () => {
  it.each([
    ['en-US', 'paypal', '/invoice_en'],
    ['vi', 'bank_transfer', '/invoice_vi'],
  ] as const)(
    'in %s, orders the plan for 12 months by %s on the click and opens its invoice',
    async (language, method, page) => {
      const made: unknown[] = [];
      vi.stubGlobal('fetch', async (_: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method !== 'POST') return new Promise<Response>(() => undefined);
        made.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify(anOrder({ id: ORDER_ID, method })), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      });
      fireEvent.click(await renderRenewPage(language));
      await waitFor(() =>
        expect(`${window.location.pathname}${window.location.search}`).toBe(`${page}?order=${ORDER_ID}`),
      );
      expect(made).toEqual([{ kind: 'subscription', package: 'pro', months: 12, method }]);
    },
  );

  it('tells a renewal the server failed to order beside the button', async () => {
    failEveryCall('req-renew');
    fireEvent.click(await renderRenewPage('en-US'));
    expect(await screen.findByTestId('error-reference')).toHaveTextContent('Reference: req-renew');
    expect(window.location.pathname).toBe('/renew');
  });
});
