import { Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import {
  formatMoney,
  isOpenOrder,
  type Order,
  ORDER_KINDS,
  ORDER_STATUSES,
  type OrderKind,
  type OrderListQuery,
  type OrderStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { DateField } from '../../../components/date-field';
import { PagedTable } from '../../../components/paged-table';
import { useFeedback } from '../../../components/use-feedback';
import { useLanguage } from '../../../i18n/use-language';
import { ReasonModal } from '../../../components/reason-modal';
import { formatDateTime } from '../../../lib/format';
import { useAuth } from '../../../lib/session';
import { useCancelOrder } from '../api/cancel-order';
import { ordersQuery } from '../api/list-orders';
import { MarkPaidModal } from '../../payments/components/mark-paid-modal';
import { RecordBankRefundModal } from '../../payments/components/record-bank-refund-modal';
import { UnmatchedTransfers } from '../../payments/components/unmatched-transfers';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { roleName } from '../../../i18n/role-name';

/** A paid bank-transfer order, whose money the bank may have sent back (a PayPal order is refunded at PayPal). */
function canRecordBankRefund(order: Order): boolean {
  return order.method === 'bank_transfer' && (order.status === 'paid' || order.status === 'fulfilled');
}

/**
 * Orders, newest first, filtered by status, kind, method and dates: admins see every order,
 * mark an open bank transfer paid (after confirming), record that the bank sent a paid one's
 * money back, cancel any open order with a reason, and settle the transfers that paid nothing;
 * resellers see their own.
 */
export function OrdersTable({ search }: { search?: string }) {
  const { t } = useTranslation(['orders', 'common']);
  const language = useLanguage();
  const { isAdmin } = useAuth();
  const [query, setQuery] = useState<OrderListQuery>({ page: 1 });
  // A new search (orders-section.tsx) starts again from the first page.
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setQuery({ ...query, page: 1 });
  }
  const { data } = useQuery(ordersQuery({ ...query, search }));
  const feedback = useFeedback();
  const cancel = useCancelOrder();
  const [paying, setPaying] = useState<Order | null>(null);
  const [refunding, setRefunding] = useState<Order | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const filter = (change: Partial<OrderListQuery>) => setQuery({ ...query, ...change, page: 1 });
  const itemOf = (order: Order) => {
    if (order.kind === 'donation') return t('orders.kinds.donation');
    const line = t('orders.line', { package: roleName(t, order.accountType), months: order.months });
    return order.kind === 'keys' ? t('orders.keysLine', { count: order.quantity, line }) : line;
  };
  const amountOf = (order: Order) => formatMoney(order.amount, order.currency, language);

  return (
    <Stack gap="md">
      {/* The transfers waiting for an admin come first: on a phone they would sit under every order. */}
      {isAdmin && <UnmatchedTransfers />}
      <Group gap="sm" align="flex-end" wrap="wrap" data-testid="orders-filters">
        <NativeSelect
          label={t('orders.status')}
          value={query.status ?? ''}
          onChange={(event) => filter({ status: (event.currentTarget.value || undefined) as OrderStatus })}
          data={[
            { value: '', label: t('orders.all') },
            ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders:orderStatuses.${status}`) })),
          ]}
        />
        <NativeSelect
          label={t('orders.kind')}
          value={query.kind ?? ''}
          onChange={(event) => filter({ kind: (event.currentTarget.value || undefined) as OrderKind })}
          data={[
            { value: '', label: t('orders.all') },
            ...ORDER_KINDS.map((kind) => ({ value: kind, label: t(`orders.kinds.${kind}`) })),
          ]}
        />
        <NativeSelect
          label={t('orders.method')}
          value={query.method ?? ''}
          onChange={(event) => filter({ method: (event.currentTarget.value || undefined) as PaymentMethod })}
          data={[
            { value: '', label: t('orders.all') },
            ...PAYMENT_METHODS.map((method) => ({ value: method, label: t(`orders.methods.${method}`) })),
          ]}
        />
        <DateField label={t('orders.from')} value={query.from} onChange={(from) => filter({ from })} />
        <DateField label={t('orders.to')} value={query.to} onChange={(to) => filter({ to })} />
      </Group>
      <div aria-live="polite">{feedback.element}</div>
      <PagedTable
        page={data}
        minWidth={820}
        data-testid="orders-table"
        total={{ text: (count) => t('orders.total', { count }), testId: 'orders-total' }}
        empty={t('orders.none')}
        head={
          <>
            <Table.Th>{t('orders.order')}</Table.Th>
            <Table.Th>{t('orders.customer')}</Table.Th>
            <Table.Th>{t('orders.item')}</Table.Th>
            <Table.Th>{t('orders.amount')}</Table.Th>
            <Table.Th>{t('orders.status')}</Table.Th>
            {isAdmin && <Table.Th aria-label={t('orders.actions')} />}
          </>
        }
        row={(order) => (
          <Table.Tr key={order.id}>
            <Table.Td>
              <Text ff="monospace">{order.id}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(order.createdAt, language)}
              </Text>
            </Table.Td>
            <Table.Td data-label={t('orders.customer')} data-wide>
              {order.customerName}
              <Text size="xs" c="dimmed">
                {order.customerEmail}
              </Text>
            </Table.Td>
            <Table.Td data-label={t('orders.item')}>{itemOf(order)}</Table.Td>
            <Table.Td data-label={t('orders.amount')} style={{ whiteSpace: 'nowrap' }}>
              {amountOf(order)}
              <Text size="xs" c="dimmed">
                {t(`orders.methods.${order.method}`)}
              </Text>
            </Table.Td>
            <Table.Td data-label={t('orders.status')}>
              <OrderStatusBadge status={order.status} />
            </Table.Td>
            {isAdmin && (
              <Table.Td>
                {isOpenOrder(order.status) && (
                  <Group gap={4} justify="flex-end">
                    {order.method === 'bank_transfer' && (
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => {
                          feedback.clear();
                          setPaying(order);
                        }}
                        aria-label={`${t('orders.markPaid')}: ${order.id}`}
                      >
                        {t('orders.markPaid')}
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setCancelling(order)}
                      aria-label={`${t('orders.cancel')}: ${order.id}`}
                    >
                      {t('orders.cancel')}
                    </Button>
                  </Group>
                )}
                {canRecordBankRefund(order) && (
                  <Group gap={4} justify="flex-end">
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => {
                        feedback.clear();
                        setRefunding(order);
                      }}
                      aria-label={`${t('orders.recordRefund')}: ${order.id}`}
                    >
                      {t('orders.recordRefund')}
                    </Button>
                  </Group>
                )}
              </Table.Td>
            )}
          </Table.Tr>
        )}
        onPageChange={(page) => setQuery({ ...query, page })}
        pagesLabel={t('orders.order')}
      />
      {paying && (
        <MarkPaidModal
          order={paying}
          onPaid={(paid) =>
            feedback.notify(t(paid.kind === 'keys' ? 'orders.paidKeys' : 'orders.paid', { orderId: paid.id }))
          }
          onClose={() => setPaying(null)}
        />
      )}
      {refunding && (
        <RecordBankRefundModal
          order={refunding}
          onRefunded={(refunded) => feedback.notify(t('orders.refunded', { orderId: refunded.id }))}
          onClose={() => setRefunding(null)}
        />
      )}
      {cancelling && (
        <ReasonModal
          title={t('orders.cancelTitle', { orderId: cancelling.id })}
          text={cancelling.method === 'paypal' ? t('orders.cancelPaypalText') : undefined}
          label={t('orders.reason')}
          keepLabel={t('orders.keep')}
          confirmLabel={t('orders.confirmCancel')}
          maxLength={500}
          onSubmit={async (reason) => {
            await cancel.mutateAsync({ id: cancelling.id, reason });
            feedback.notify(t('orders.cancelled', { orderId: cancelling.id }));
          }}
          onClose={() => setCancelling(null)}
        />
      )}
    </Stack>
  );
}
