import type { MyEInvoice } from '@oneclick/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadNamespace } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { renderWithProviders } from '../../../test/render';
import { myEInvoicesQuery } from '../api/list-my-e-invoices';
import { MyEInvoices } from './my-e-invoices';

const ISSUED: MyEInvoice = {
  id: '6b1d4f20-3c5e-4d7f-9081-2b3c4d5e6f71',
  orderId: 'OC2611200002',
  kind: 'original',
  status: 'issued',
  invoiceNo: '0000123',
  lookupCode: 'LOOK-UP-42',
  issuedAt: '2026-11-29T04:00:00.000Z',
};
const QUEUED: MyEInvoice = {
  id: '7c2e5031-4d6f-4e80-a192-3c4d5e6f7082',
  orderId: 'OC2611200003',
  kind: 'adjustment',
  status: 'queued',
  invoiceNo: null,
  lookupCode: null,
  issuedAt: null,
};

async function renderMine(invoices: MyEInvoice[], language: 'en-US' | 'vi' = 'en-US') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(myEInvoicesQuery().queryKey, invoices);
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <MyEInvoices />
    </QueryClientProvider>,
    language,
  );
}

beforeAll(async () => {
  for (const language of ['en-US', 'vi'] as const) await loadNamespace('e-invoices', language);
});

// Files share a worker: the next one starts in English.
afterEach(async () => {
  await act(() => changeLanguage('en-US'));
});

describe('MyEInvoices', () => {
  it('shows nothing at all without an e-invoice', async () => {
    const { container } = await renderMine([]);
    // Mantine's provider leaves only its styles.
    expect(container.querySelectorAll(':scope > :not(style)')).toHaveLength(0);
    expect(screen.queryByTestId('my-e-invoices')).toBeNull();
  });

  it('lists the buyer’s invoices, with the files of the issued one', async () => {
    await renderMine([ISSUED, QUEUED]);

    const issued = await screen.findByTestId(`my-e-invoice-${ISSUED.id}`);
    expect(issued).toHaveTextContent('Original');
    expect(issued).toHaveTextContent('Issued');
    expect(issued).toHaveTextContent('OC2611200002');
    expect(issued).toHaveTextContent('Invoice number: 0000123');
    expect(issued).toHaveTextContent('Look-up code: LOOK-UP-42');
    expect(issued).toHaveTextContent('Issued on November 29, 2026');
    expect(within(issued).getByRole('link', { name: 'PDF of e-invoice 0000123' })).toHaveAttribute(
      'href',
      `/api/v1/e-invoices/${ISSUED.id}/file?type=pdf`,
    );
    expect(within(issued).getByRole('link', { name: 'XML of e-invoice 0000123' })).toHaveAttribute(
      'href',
      `/api/v1/e-invoices/${ISSUED.id}/file?type=xml`,
    );

    const queued = screen.getByTestId(`my-e-invoice-${QUEUED.id}`);
    expect(queued).toHaveTextContent('Adjustment');
    expect(queued).toHaveTextContent('Being issued');
    expect(within(queued).queryByRole('link')).toBeNull();
  });

  it('speaks Vietnamese', async () => {
    await renderMine([ISSUED], 'vi');
    const issued = await screen.findByTestId(`my-e-invoice-${ISSUED.id}`);
    expect(issued).toHaveTextContent('Hóa đơn gốc');
    expect(issued).toHaveTextContent('Số hóa đơn: 0000123');
    expect(issued).toHaveTextContent('Mã tra cứu: LOOK-UP-42');
  });
});
