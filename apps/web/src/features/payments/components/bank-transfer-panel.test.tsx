import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { currentError } from '../../../lib/error-store';
import { createQueryClient } from '../../../lib/query-client';
import { siteConfigQuery } from '../../../lib/site-config';
import { anOrder } from '../../../test/order';
import { renderWithProviders } from '../../../test/render';
import { failEveryCall } from '../../../test/server-failure';
import { BankTransferPanel } from './bank-transfer-panel';

const ORDER = anOrder({
  method: 'bank_transfer',
  currency: 'VND',
  amount: 14_990_000,
  bankTransfer: {
    bankName: 'ACB',
    accountNumber: '257678859',
    accountName: 'CONG TY ONECLICK',
    content: '0123456789AB',
    vietQr: '00020101021238570010A000000727',
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BankTransferPanel', () => {
  it('tells a confirmation the server failed once, above the button, with its reference', async () => {
    failEveryCall('req-confirm-transfer');
    for (const namespace of ['orders', 'payments']) await loadNamespace(namespace, 'en-US');
    const queryClient = createQueryClient();
    queryClient.setQueryData(siteConfigQuery.queryKey, { supportEmail: 'support@oneclick.test' } as never);
    await renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <BankTransferPanel order={ORDER} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByTestId('error-reference')).toHaveTextContent('Reference: req-confirm-transfer');
    // Told here, so not by the page's alert as well.
    expect(currentError()).toBeNull();
  });
});
