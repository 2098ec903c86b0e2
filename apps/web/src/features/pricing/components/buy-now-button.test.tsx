import type { SessionUser } from '@oneclick/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { currentError } from '../../../lib/error-store';
import { siteConfigQuery } from '../../../lib/site-config';
import { anOrder } from '../../../test/order';
import { renderWithProviders } from '../../../test/render';
import { failEveryCall } from '../../../test/server-failure';
import { createQueryClient } from '../../../lib/query-client';
import { queryClientSignedInAs, sessionUser } from '../../../test/session-user';
import { BankTransferOffer } from './bank-transfer-offer';
import { BuyNowButton } from './buy-now-button';

const ORDER_ID = '00AA11BB22CC';

/** The server: each POST makes the order (recorded); every other call waits. */
function serverMakingOrders() {
  const made: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'POST' || !String(input).endsWith('/orders')) return new Promise<Response>(() => undefined);
      made.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(anOrder({ id: ORDER_ID })), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return made;
}

async function renderButton(user: SessionUser | null) {
  await loadNamespace('pricing', 'en-US');
  window.history.replaceState(null, '', '/pricing');
  await renderWithProviders(
    <QueryClientProvider client={queryClientSignedInAs(user)}>
      <BuyNowButton packageId="premium" months={24} />
    </QueryClientProvider>,
  );
  return screen.getByTestId('buy-premium');
}

const here = () => `${window.location.pathname}${window.location.search}`;
const customer = () => sessionUser({ role: 2, effectiveRole: 2 });

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('Buy on the pricing page', () => {
  it('makes the order on the click, once however often it is clicked, and opens its invoice', async () => {
    const made = serverMakingOrders();
    const buy = await renderButton(customer());
    fireEvent.click(buy);
    fireEvent.click(buy);
    await waitFor(() => expect(here()).toBe(`/invoice_en?order=${ORDER_ID}`));
    expect(made).toEqual([{ kind: 'subscription', package: 'premium', months: 24, method: 'paypal' }]);
    expect(localStorage.getItem('purchase_order')).toBe(`paypal:${ORDER_ID}`);
  });

  it('shows it is busy while the order is made', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    const buy = await renderButton(customer());
    fireEvent.click(buy);
    await waitFor(() => expect(buy).toBeDisabled());
    expect(buy).toHaveAttribute('data-loading', 'true');
    expect(here()).toBe('/pricing');
  });

  it('tells an order the server failed to make beside the button, with its reference, and tries again', async () => {
    failEveryCall('req-buy-now');
    const buy = await renderButton(customer());
    fireEvent.click(buy);
    expect(await screen.findByTestId('error-reference')).toHaveTextContent('Reference: req-buy-now');
    expect(currentError()).toBeNull();
    expect(here()).toBe('/pricing');
    await waitFor(() => expect(buy).toBeEnabled());
    fireEvent.click(buy);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('waits for the session when clicked before the page has read it, and orders for the signed-in buyer', async () => {
    const made = serverMakingOrders();
    let answerSession: (response: Response) => void = () => undefined;
    const orders = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) =>
      String(input).endsWith('/auth/session')
        ? new Promise<Response>((resolve) => (answerSession = resolve))
        : orders(input, init),
    );
    await loadNamespace('pricing', 'en-US');
    window.history.replaceState(null, '', '/pricing');
    const queryClient = createQueryClient();
    await renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <BuyNowButton packageId="premium" months={24} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByTestId('buy-premium'));
    answerSession(new Response(JSON.stringify({ user: customer() }), { status: 200 }));
    await waitFor(() => expect(here()).toBe(`/invoice_en?order=${ORDER_ID}`));
    expect(made).toHaveLength(1);
  });

  it('sends a visitor to log in, with the invoice of their choice to come back to, and orders nothing yet', async () => {
    const made = serverMakingOrders();
    fireEvent.click(await renderButton(null));
    await waitFor(() => expect(here()).toBe('/login'));
    expect(localStorage.getItem('next_url')).toBe('/invoice_en?package=premium&months=24');
    expect(localStorage.getItem('purchase_package')).toBe('premium');
    expect(localStorage.getItem('purchase_months')).toBe('24');
    expect(made).toEqual([]);
  });

  it('buys by bank transfer from the Vietnamese offer, and opens the invoice in dong', async () => {
    const made = serverMakingOrders();
    await loadNamespace('pricing', 'en-US');
    window.history.replaceState(null, '', '/pricing');
    const queryClient = queryClientSignedInAs(customer());
    queryClient.setQueryData(siteConfigQuery.queryKey, {
      bankTransferPrices: { pro: 14_990_000, premium: null },
    } as never);
    await renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <BankTransferOffer />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Term'), { target: { value: '36' } });
    fireEvent.click(screen.getByTestId('buy-bank-pro'));
    await waitFor(() => expect(here()).toBe(`/invoice_vi?order=${ORDER_ID}`));
    expect(made).toEqual([{ kind: 'subscription', package: 'pro', months: 36, method: 'bank_transfer' }]);
  });
});
