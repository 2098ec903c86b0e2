import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { renderWithProviders } from '../../../test/render';
import { ResellerApplicationsList } from './reseller-applications-list';

const application = {
  id: '00000000-0000-4000-8000-000000000010',
  name: 'Minh Reseller',
  email: 'minh@factory.test',
  phone: '+84912345678',
  country: 'VN',
  message: null,
  language: 'vi',
  status: 'pending',
  account: 'verified',
  commissionRate: null,
  declineReason: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
};

function serve() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const { commissionRate } = JSON.parse(String(init.body)) as { commissionRate: number };
      return new Response(JSON.stringify({ ...application, status: 'approved', commissionRate }), { status: 200 });
    }
    return new Response(JSON.stringify({ items: [application], total: 1, page: 1, pageSize: 20 }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const approvals = (fetch: ReturnType<typeof serve>) => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

async function renderList() {
  for (const namespace of ['resellers', 'dashboard', 'audit-log']) await loadNamespace(namespace, 'en-US');
  await loadNamespace('validation', 'en-US');
  await renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <ResellerApplicationsList />
    </QueryClientProvider>,
  );
  return screen.findByTestId('reseller-application');
}

afterEach(() => vi.unstubAllGlobals());

describe('Pending Resellers', () => {
  it('refuses a commission typed as 1e2 instead of reading it as another number', async () => {
    const fetch = serve();
    const card = await renderList();
    await userEvent.type(within(card).getByLabelText('Commission (%)'), '1e2');
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(within(card).getByText(/Commission is invalid/)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(approvals(fetch)).toHaveLength(0);
  });

  it('repeats the rate in the question before approving, and approves at that rate', async () => {
    const fetch = serve();
    const card = await renderList();
    await userEvent.type(within(card).getByLabelText('Commission (%)'), '20');
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Minh Reseller becomes a reseller with 20% commission');
    expect(approvals(fetch)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve the application at 20%' }));
    expect(await screen.findByText('Minh Reseller is now a reseller with 20% commission.')).toBeVisible();
    expect(approvals(fetch)).toHaveLength(1);
    expect(JSON.parse(String(approvals(fetch)[0]?.[1]?.body))).toEqual({ commissionRate: 20 });
  });
});
