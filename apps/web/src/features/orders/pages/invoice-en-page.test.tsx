import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadNamespace } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { anOrder } from '../../../test/order';
import { queryClientSignedInAs, sessionUser } from '../../../test/session-user';
import { InvoiceEnPage } from './invoice-en-page';

const ORDER = anOrder();

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function openInvoice(address: string) {
  window.history.replaceState(null, '', address);
  for (const namespace of ['orders', 'payments']) await loadNamespace(namespace, 'en-US');
  await renderWithProviders(
    <QueryClientProvider client={queryClientSignedInAs(sessionUser({ role: 2, effectiveRole: 2 }))}>
      <InvoiceEnPage />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  await act(() => changeLanguage('en-US'));
});

describe('InvoiceEnPage', () => {
  it('shows a buyer back from an older PayPal approval their order, told in their language it was not used', async () => {
    window.history.replaceState(null, '', `/invoice_en?paypal=replaced&order=${ORDER.id}`);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
      String(input).endsWith(`/orders/${ORDER.id}`)
        ? new Response(JSON.stringify(ORDER), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Promise<Response>(() => undefined),
    );
    for (const namespace of ['orders', 'payments']) await loadNamespace(namespace, 'en-US');
    await renderWithProviders(
      <QueryClientProvider client={queryClientSignedInAs(sessionUser({ role: 5, effectiveRole: 5 }))}>
        <InvoiceEnPage />
      </QueryClientProvider>,
    );

    expect(await screen.findByText(ORDER.id)).toBeVisible();
    expect(screen.getByTestId('pay-with-paypal')).toBeVisible();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('This PayPal approval was not used');
    expect(notice).toHaveTextContent('PayPal charged nothing for it');

    await act(() => changeLanguage('vi'));
    expect(screen.getByRole('status')).toHaveTextContent('Khoản thanh toán PayPal cũ không được sử dụng');
  });

  it('shows a plan chosen but not ordered at the price table’s dollars, and orders it by PayPal on the click', async () => {
    const made: unknown[] = [];
    const created = anOrder({ id: 'FEDCBA987654', accountType: 6, months: 24, amount: 159_800 });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        made.push(JSON.parse(String(init.body)));
        return json(created, 201);
      }
      return String(input).endsWith(`/orders/${created.id}`) ? json(created) : new Promise<Response>(() => undefined);
    });
    await openInvoice('/invoice_en?package=premium&months=24');
    expect(screen.getByTestId('choice-price')).toHaveTextContent('$1,598');
    expect(made).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByTestId('pay-with-paypal')).toBeVisible();
    expect(screen.getByTestId('invoice-facts')).toHaveTextContent(created.id);
    expect(made).toEqual([{ kind: 'subscription', package: 'premium', months: 24, method: 'paypal' }]);
    expect(window.location.search).toBe(`?order=${created.id}`);
  });

  it('celebrates a payment PayPal just made, without offering a new order', async () => {
    const paid = anOrder({ status: 'fulfilled' });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
      String(input).endsWith(`/orders/${paid.id}`) ? json(paid) : new Promise<Response>(() => undefined),
    );
    await openInvoice(`/invoice_en?paypal=success&order=${paid.id}`);
    expect(await screen.findByTestId('invoice-status')).toHaveTextContent('Paid and activated');
    expect(screen.getByTestId('payment-success')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start a new order' })).toBeNull();
    expect(screen.queryByTestId('pay-with-paypal')).toBeNull();
  });
});
