import type { Order, OrderStatus } from '@oneclick/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { currentError } from '../../../lib/error-store';
import {
  readPurchaseIntent,
  readPurchaseOrder,
  savePurchaseIntent,
  savePurchaseOrder,
} from '../../../lib/purchase-intent';
import { siteConfigQuery } from '../../../lib/site-config';
import { anOrder } from '../../../test/order';
import { renderWithProviders } from '../../../test/render';
import { failEveryCall } from '../../../test/server-failure';
import { queryClientSignedInAs, sessionUser } from '../../../test/session-user';
import { InvoiceViPage } from './invoice-vi-page';

const ORDER_ID = '0123456789AB';
const NEW_ORDER_ID = 'ABCDEF012345';

function bankOrder(id: string, status: OrderStatus = 'pending', months = 12): Order {
  return anOrder({
    id,
    method: 'bank_transfer',
    status,
    currency: 'VND',
    amount: 14_990_000 * (months / 12),
    months,
    language: 'vi',
    bankTransfer:
      status === 'pending'
        ? { bankName: 'ACB', accountNumber: '257678859', accountName: 'ONECLICK', content: id, vietQr: '000201' }
        : null,
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The server: `orders` are the reader's, read as they are at each call; a POST makes
 * NEW_ORDER_ID (its bodies recorded); any other order is not found; every other call waits.
 */
function server(orders: Order[] = []) {
  const made: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'POST' && url.endsWith('/orders')) {
        made.push(JSON.parse(String(init.body)));
        const created = bankOrder(NEW_ORDER_ID, 'pending', (made.at(-1) as { months: number }).months);
        orders.push(created);
        return json(created, 201);
      }
      const id = url.match(/\/orders\/([0-9A-F]{12})$/)?.[1];
      if (!id) return new Promise<Response>(() => undefined);
      const order = orders.find((candidate) => candidate.id === id);
      return order ? json(order) : json({ code: 'NOT_FOUND', message: 'No order has this id.' }, 404);
    }),
  );
  return made;
}

async function openInvoice(address: string) {
  window.history.replaceState(null, '', address);
  for (const namespace of ['orders', 'payments']) await loadNamespace(namespace, 'en-US');
  const queryClient = queryClientSignedInAs(sessionUser({ role: 2, effectiveRole: 2 }));
  queryClient.setQueryData(siteConfigQuery.queryKey, {
    bankTransferPrices: { pro: 14_990_000, premium: 19_990_000 },
  } as never);
  await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <InvoiceViPage />
    </QueryClientProvider>,
  );
}

const here = () => `${window.location.pathname}${window.location.search}`;

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('InvoiceViPage', () => {
  it('shows the outline of the invoice at once while the server reads the order', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    await openInvoice(`/invoice_vi?order=${ORDER_ID}`);
    expect(screen.getByTestId('invoice-skeleton')).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeVisible();
  });

  it('shows the order its address names, and makes none', async () => {
    const made = server([bankOrder(ORDER_ID)]);
    await openInvoice(`/invoice_vi?order=${ORDER_ID.toLowerCase()}`);
    expect(await screen.findByTestId('transfer-content')).toHaveTextContent(ORDER_ID);
    expect(screen.getByTestId('invoice-facts')).toHaveTextContent(ORDER_ID);
    expect(made).toEqual([]);
  });

  it.each([
    ['another account’s order', `?order=${ORDER_ID}`],
    ['an address that is no order', '?order=not-an-order'],
    ['a package the portal does not sell', '?package=basic&months=12'],
    ['nothing chosen', ''],
  ])('offers the prices for %s', async (_, query) => {
    server();
    await openInvoice(`/invoice_vi${query}`);
    expect(await screen.findByText('Choose a package on the pricing page first.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to pricing' })).toBeVisible();
    expect(screen.queryByTestId('invoice-facts')).toBeNull();
  });

  it('shows a plan chosen but not ordered, at the bank price, and orders it on the click in place of the choice', async () => {
    const made = server();
    await openInvoice('/invoice_vi?package=pro&months=24');
    const choice = screen.getByTestId('choice-facts');
    expect(choice).toHaveTextContent('Package: Pro');
    expect(choice).toHaveTextContent('Term: 24 months');
    expect(screen.getByTestId('choice-price')).toHaveTextContent('₫29,980,000');
    expect(made).toEqual([]);
    const entries = window.history.length;

    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByTestId('transfer-content')).toHaveTextContent(NEW_ORDER_ID);
    expect(made).toEqual([{ kind: 'subscription', package: 'pro', months: 24, method: 'bank_transfer' }]);
    expect(here()).toBe(`/invoice_vi?order=${NEW_ORDER_ID}`);
    expect(window.history.length).toBe(entries);
    expect(readPurchaseOrder('bank_transfer')).toBe(NEW_ORDER_ID);
  });

  it('tells an order the server failed to make beside its button, with its reference', async () => {
    failEveryCall('req-create-order');
    await openInvoice('/invoice_vi?package=pro&months=12');
    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByTestId('error-reference')).toHaveTextContent('Reference: req-create-order');
    // Told on the invoice, so not by the page's alert as well.
    expect(currentError()).toBeNull();
    expect(screen.getByTestId('plan-choice')).toBeVisible();
  });

  describe('opened bare, as older links do', () => {
    it('moves to the order this browser made', async () => {
      server([bankOrder(ORDER_ID)]);
      savePurchaseIntent({ packageId: 'pro', months: 12 });
      savePurchaseOrder('bank_transfer', ORDER_ID);
      await openInvoice('/invoice_vi');
      expect(await screen.findByTestId('transfer-content')).toHaveTextContent(ORDER_ID);
      expect(here()).toBe(`/invoice_vi?order=${ORDER_ID}`);
    });

    it('moves to the plan chosen, and orders nothing until asked', async () => {
      const made = server();
      savePurchaseIntent({ packageId: 'premium', months: 36 });
      await openInvoice('/invoice_vi');
      expect(await screen.findByTestId('plan-choice')).toHaveTextContent('Premium');
      expect(here()).toBe('/invoice_vi?package=premium&months=36');
      expect(made).toEqual([]);
    });

    it('ignores an order made for PayPal', async () => {
      server();
      savePurchaseOrder('paypal', ORDER_ID);
      await openInvoice('/invoice_vi');
      expect(await screen.findByText('Choose a package on the pricing page first.')).toBeVisible();
    });
  });

  it.each(['fulfilled', 'cancelled'] as const)(
    'forgets a stored order found %s, shows it so, and offers to order the same again',
    async (status) => {
      const made = server([bankOrder(ORDER_ID, status)]);
      savePurchaseIntent({ packageId: 'pro', months: 12 });
      savePurchaseOrder('bank_transfer', ORDER_ID);
      await openInvoice(`/invoice_vi?order=${ORDER_ID}`);
      expect(await screen.findByTestId('invoice-status')).toBeVisible();
      await waitFor(() => expect(readPurchaseOrder('bank_transfer')).toBeNull());
      expect(readPurchaseIntent()).toBeNull();
      expect(screen.queryByTestId('transfer-content')).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'Start a new order' }));
      expect(await screen.findByTestId('transfer-content')).toHaveTextContent(NEW_ORDER_ID);
      expect(made).toEqual([{ kind: 'subscription', package: 'pro', months: 12, method: 'bank_transfer' }]);
    },
  );

  it('keeps a stored order still waiting for its transfer', async () => {
    server([bankOrder(ORDER_ID, 'awaiting_review')]);
    savePurchaseIntent({ packageId: 'pro', months: 12 });
    savePurchaseOrder('bank_transfer', ORDER_ID);
    await openInvoice(`/invoice_vi?order=${ORDER_ID}`);
    expect(await screen.findByText('Thank you: we are checking your transfer')).toBeVisible();
    expect(readPurchaseOrder('bank_transfer')).toBe(ORDER_ID);
    expect(readPurchaseIntent()).toEqual({ packageId: 'pro', months: 12 });
    expect(screen.queryByRole('button', { name: 'Start a new order' })).toBeNull();
  });
});
