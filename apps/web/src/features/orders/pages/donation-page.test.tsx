import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { currentError } from '../../../lib/error-store';
import { createQueryClient } from '../../../lib/query-client';
import { siteConfigQuery } from '../../../lib/site-config';
import { renderWithProviders } from '../../../test/render';
import { failEveryCall } from '../../../test/server-failure';
import { DonationPage } from './donation-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The server: the donation's order is recorded, and every other call waits. */
function serverRecordingOrders() {
  const made: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST' && String(input).endsWith('/orders')) made.push(JSON.parse(String(init.body)));
      return new Promise<Response>(() => undefined);
    }),
  );
  return made;
}

async function renderPage(site: { eInvoices: boolean }) {
  for (const namespace of ['orders', 'payments']) await loadNamespace(namespace, 'en-US');
  const queryClient = createQueryClient();
  queryClient.setQueryData(siteConfigQuery.queryKey, site as never);
  await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <DonationPage />
    </QueryClientProvider>,
  );
}

describe('DonationPage', () => {
  it('asks for a legal e-invoice when the donor ticks it, where the portal issues them', async () => {
    const made = serverRecordingOrders();
    await renderPage({ eInvoices: true });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I need a legal e-invoice for this donation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Donate with PayPal' }));
    await waitFor(() => expect(made).toEqual([{ kind: 'donation', amountUsd: 225, wantsEInvoice: true }]));
  });

  it('offers no e-invoice where the portal issues none', async () => {
    const made = serverRecordingOrders();
    await renderPage({ eInvoices: false });
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Donate with PayPal' }));
    await waitFor(() => expect(made).toEqual([{ kind: 'donation', amountUsd: 225, wantsEInvoice: false }]));
  });

  it('tells a donation the server failed once, in the form, with its reference', async () => {
    failEveryCall('req-donation');
    for (const namespace of ['orders', 'payments']) await loadNamespace(namespace, 'en-US');
    await renderWithProviders(
      <QueryClientProvider client={createQueryClient()}>
        <DonationPage />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Donate with PayPal' }));
    expect(await screen.findByTestId('error-reference')).toHaveTextContent('Reference: req-donation');
    // Told in the form, so not by the page's alert as well.
    expect(currentError()).toBeNull();
  });
});
