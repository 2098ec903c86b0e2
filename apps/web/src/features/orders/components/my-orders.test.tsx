import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { anOrder } from '../../../test/order';
import { renderWithProviders } from '../../../test/render';
import { myOrdersQuery } from '../api/list-orders';
import { MyOrders } from './my-orders';

const order = anOrder({
  id: 'OC2611200001',
  amount: 4900,
  accountType: 2,
  customerName: 'Cao Customer',
  customerEmail: 'cao@factory.test',
  language: 'vi',
  expiresAt: '2099-11-27T08:00:00.000Z',
});

describe('MyOrders', () => {
  it('asks before cancelling an order with two buttons that cannot be taken for each other', async () => {
    for (const namespace of ['orders', 'payments']) await loadNamespace(namespace, 'vi');
    const queryClient = createQueryClient();
    queryClient.setQueryData(myOrdersQuery(1).queryKey, { items: [order], total: 1, page: 1, pageSize: 10 });
    await renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <MyOrders />
      </QueryClientProvider>,
      'vi',
    );

    await userEvent.click(screen.getByRole('button', { name: `Hủy đơn hàng: ${order.id}` }));

    const dialog = await screen.findByRole('dialog', { name: `Hủy đơn hàng ${order.id}?` });
    const buttons = within(dialog)
      .getAllByRole('button')
      .filter((button) => button.textContent)
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Giữ đơn hàng', 'Hủy đơn hàng']);
  });
});
