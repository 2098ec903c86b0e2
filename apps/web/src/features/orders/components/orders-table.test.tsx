import type { Order } from '@oneclick/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { anOrder } from '../../../test/order';
import { renderWithProviders } from '../../../test/render';
import { queryClientSignedInAs, sessionUser } from '../../../test/session-user';
import { OrdersTable } from './orders-table';

const bankOrder = (id: string, overrides: Partial<Order> = {}) =>
  anOrder({ id, method: 'bank_transfer', currency: 'VND', amount: 1_500_000, ...overrides });

const PAID_BANK = bankOrder('OC2611200001', { status: 'fulfilled', paidAt: '2026-11-21T08:00:00.000Z' });
const OPEN_BANK = bankOrder('OC2611200002', { status: 'awaiting_review' });
const REFUNDED_BANK = bankOrder('OC2611200003', { status: 'refunded', paidAt: '2026-11-21T08:00:00.000Z' });
const PAID_PAYPAL = anOrder({ id: 'OC2611200004', status: 'fulfilled', paidAt: '2026-11-21T08:00:00.000Z' });
const ORDERS = [PAID_BANK, OPEN_BANK, REFUNDED_BANK, PAID_PAYPAL];

interface Sent {
  method: string;
  path: string;
  body?: unknown;
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The API of the dashboard's Orders: these orders, no unmatched transfer, and a bank refund recorded. */
function serveApi(): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const method = init?.method ?? 'GET';
    sent.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'GET' && url.pathname === '/api/v1/orders') {
      return json({ items: ORDERS, total: ORDERS.length, page: 1, pageSize: 20 });
    }
    if (method === 'GET' && url.pathname === '/api/v1/payments/bank/unmatched') {
      return json({ items: [], total: 0, page: 1, pageSize: 20 });
    }
    if (method === 'POST' && url.pathname === `/api/v1/orders/${PAID_BANK.id}/bank-refund`) {
      return json({ ...PAID_BANK, status: 'refunded' });
    }
    return new Promise<Response>(() => undefined);
  });
  return sent;
}

async function renderTable() {
  await renderWithProviders(
    <QueryClientProvider client={queryClientSignedInAs(sessionUser())}>
      <OrdersTable />
    </QueryClientProvider>,
  );
  return screen.findByTestId('orders-table');
}

beforeAll(async () => {
  for (const namespace of ['orders', 'payments', 'common', 'validation', 'api-errors']) {
    await loadNamespace(namespace, 'en-US');
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OrdersTable', () => {
  it('offers an admin to record a refund only on an order paid by bank transfer', async () => {
    serveApi();
    await renderTable();

    expect(await screen.findByRole('button', { name: `Record refund: ${PAID_BANK.id}` })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Record refund/ })).toHaveLength(1);
    // The open bank order is marked paid instead; the PayPal order is refunded at PayPal.
    expect(screen.getByRole('button', { name: `Mark paid: ${OPEN_BANK.id}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Record refund: ${PAID_PAYPAL.id}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Record refund: ${REFUNDED_BANK.id}` })).not.toBeInTheDocument();
  });

  it('records the refund with its note and says the order is refunded', async () => {
    const sent = serveApi();
    await renderTable();

    await userEvent.click(await screen.findByRole('button', { name: `Record refund: ${PAID_BANK.id}` }));
    const dialog = await screen.findByRole('dialog', { name: `Record the refund of order ${PAID_BANK.id}` });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Returned by the bank on 30/11');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record the order as refunded' }));

    expect(await screen.findByRole('status')).toHaveTextContent(`Order ${PAID_BANK.id} is refunded.`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/v1/orders/${PAID_BANK.id}/bank-refund`,
        body: { note: 'Returned by the bank on 30/11' },
      },
    ]);
  });
});
