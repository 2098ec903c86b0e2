import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney, isOpenOrder, type Language, type Order, type OrderStatus, receiptPath } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import type { QualifiedTFunction } from '../../../i18n/translation-keys';
import { ProfileCard } from '../../../components/profile-card';
import { ListPagination } from '../../../components/list-pagination';
import { useLanguage } from '../../../i18n/use-language';
import { formatDateTime } from '../../../lib/format';
import { myOrdersQuery } from '../api/list-orders';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { BankTransferPanel } from '../../payments/components/bank-transfer-panel';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useFeedback } from '../../../components/use-feedback';
import { useCancelOwnOrder } from '../api/cancel-own-order';
import { OpenOrderActions } from './open-order-actions';
import { roleName } from '../../../i18n/role-name';

/** The statuses an order has a receipt in: the money arrived (and may since have gone back). */
export const RECEIPT_STATUSES: readonly OrderStatus[] = ['paid', 'fulfilled', 'refunded'];

/** What an order bought, in words: "Pro, 12 months", "3 licence keys: Pro, 12 months" or "Donation". */
export function orderLine(t: QualifiedTFunction, order: Order): string {
  if (order.kind === 'donation') return t('orders:history.donation');
  const plan = t('orders:history.plan', { package: roleName(t, order.accountType), months: order.months });
  return order.kind === 'keys' ? t('orders:history.keys', { count: order.quantity, plan }) : plan;
}

/** The amount in the order's own currency: cents for USD, whole dong for VND. */
export function orderAmount(order: Order, language: Language): string {
  return formatMoney(order.amount, order.currency, language);
}

/** Whether the customer may still pay (or drop) the order: open and before its expiry. */
function isPayable(order: Order): boolean {
  return isOpenOrder(order.status) && new Date(order.expiresAt).getTime() > Date.now();
}

/**
 * "Your orders" on the profile: one card per order, newest first, each paid one with its
 * receipt, each one waiting for payment with a way to pay it or cancel it.
 */
export function MyOrders() {
  const { t } = useTranslation(['orders', 'common']);
  const language = useLanguage();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const { data } = useQuery(myOrdersQuery(page));
  const feedback = useFeedback();
  const [bankShown, setBankShown] = useState<string | null>(null);
  const cancel = useCancelOwnOrder();
  const cancelling = useConfirmedDelete({
    remove: (id) => cancel.mutateAsync(id),
    onDeleted: (id) => feedback.notify(t('history.cancelled', { orderId: id })),
    onFailed: feedback.fail,
    question: (id) => ({
      title: t('history.cancelTitle', { orderId: id }),
      text: t('history.cancelText'),
      keepLabel: t('history.cancelKeep'),
      confirmLabel: t('history.cancelConfirm'),
    }),
  });

  return (
    <ProfileCard titleId={titleId} testId="my-orders">
      <Title order={2} size="h3" id={titleId} mb="md">
        {t('history.title')}
      </Title>
      <div aria-live="polite">{feedback.element}</div>
      {data?.total === 0 && <Text c="dimmed">{t('history.none')}</Text>}
      {data && data.total > 0 && (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.items.map((order) => (
            <Paper component="li" key={order.id} withBorder radius="md" p="sm" data-testid={`my-order-${order.id}`}>
              <Group justify="space-between" align="flex-start" gap="xs">
                <Text fw={600}>{orderLine(t, order)}</Text>
                <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {orderAmount(order, language)}
                </Text>
              </Group>
              <Group gap="md" style={{ rowGap: 0 }}>
                <Text size="sm" c="dimmed">
                  {formatDateTime(order.createdAt, language)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('history.order')}{' '}
                  <Text span ff="monospace">
                    {order.id}
                  </Text>
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`history.methods.${order.method}`)}
                </Text>
              </Group>
              <Group justify="space-between" gap="xs" mt="xs">
                <Group gap="xs">
                  <OrderStatusBadge status={order.status} />
                  {isPayable(order) && (
                    <Text size="sm" c="dimmed">
                      {t('history.payUntil', { date: formatDateTime(order.expiresAt, language) })}
                    </Text>
                  )}
                </Group>
                {isPayable(order) && (
                  <OpenOrderActions
                    order={order}
                    showingBank={bankShown === order.id}
                    onToggleBank={() => setBankShown(bankShown === order.id ? null : order.id)}
                    onCancel={() => {
                      feedback.clear();
                      cancelling.ask(order.id);
                    }}
                    attempt={feedback.attempt}
                  />
                )}
                {RECEIPT_STATUSES.includes(order.status) && (
                  <Anchor
                    component={Link}
                    to={receiptPath(order.id)}
                    size="sm"
                    fw={600}
                    aria-label={`${t('history.receipt')}: ${order.id}`}
                  >
                    {t('history.receipt')}
                  </Anchor>
                )}
              </Group>
              {bankShown === order.id && isPayable(order) && (
                <Box mt="sm">
                  <BankTransferPanel order={order} />
                </Box>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      <ListPagination page={data} onChange={setPage} label={t('history.title')} />
      {cancelling.dialog}
    </ProfileCard>
  );
}
