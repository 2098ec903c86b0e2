import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { anOrder } from '../../../test/order';
import { renderWithProviders } from '../../../test/render';
import { queryClientSignedInAs } from '../../../test/session-user';
import { InvoiceParties } from './invoice-parties';

const PAID_AT = '2026-11-21T08:00:00.000Z';

async function renderParties(order: ReturnType<typeof anOrder>) {
  await renderWithProviders(
    <QueryClientProvider client={queryClientSignedInAs(null)}>
      <InvoiceParties order={order} />
    </QueryClientProvider>,
  );
  return screen.getByTestId('buyer');
}

beforeAll(async () => {
  await loadNamespace('orders', 'en-US');
});

beforeEach(() => {
  // The site's settings are never answered: the seller is the default one.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InvoiceParties', () => {
  it('names the buyer’s company with its tax code', async () => {
    const buyer = await renderParties(
      anOrder({
        status: 'fulfilled',
        paidAt: PAID_AT,
        receiptNumber: '2026-000042',
        buyerCompany: {
          companyName: 'Công ty TNHH Cao',
          companyAddress: '12 Lê Lợi, Quận 1',
          taxCode: '0100109106',
          personalId: null,
        },
      }),
    );
    expect(buyer).toHaveTextContent('Công ty TNHH Cao');
    expect(screen.getByTestId('buyer-tax-code')).toHaveTextContent('Tax code: 0100109106');
    expect(screen.queryByTestId('buyer-personal-id')).toBeNull();
    expect(screen.getByTestId('receipt-number')).toHaveTextContent('2026-000042');
  });

  it('names an individual buyer with their personal identification number', async () => {
    const buyer = await renderParties(
      anOrder({
        status: 'fulfilled',
        paidAt: PAID_AT,
        buyerCompany: { companyName: null, companyAddress: null, taxCode: null, personalId: '079092001234' },
      }),
    );
    expect(buyer).toHaveTextContent('Ana Customer');
    expect(screen.getByTestId('buyer-personal-id')).toHaveTextContent('Personal ID: 079092001234');
    expect(screen.queryByTestId('buyer-tax-code')).toBeNull();
  });
});
