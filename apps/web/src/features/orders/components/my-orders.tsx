import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Language, Order, OrderStatus, TFunction } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { ListPagination } from '../../../components/list-pagination';
import { useLanguage } from '../../../i18n/use-language';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { myOrdersQuery } from '../api/get-my-orders';
import { OrderStatusBadge } from '../../../components/payments/order-status-badge';

/** The statuses an order has a receipt in: the money arrived (and may since have gone back). */
export const RECEIPT_STATUSES: readonly OrderStatus[] = ['paid', 'fulfilled', 'refunded'];

/** What an order bought, in words: "Pro, 12 months", "3 licence keys: Pro, 12 months" or "Donation". */
export function orderLine(t: TFunction, order: Order): string {
  if (order.kind === 'donation') return t('orders:history.donation');
  const plan = t('orders:history.plan', { package: t(`common:roles.${order.accountType}`), months: order.months });
  return order.kind === 'keys' ? t('orders:history.keys', { count: order.quantity, plan }) : plan;
}

/** The amount in the order's own currency: cents for USD, whole dong for VND. */
export function orderAmount(order: Order, language: Language): string {
  return formatMoney(order.amount, order.currency, language);
}

/** "Your orders" on the profile: one card per order, newest first, each paid one with its receipt. */
export function MyOrders() {
  const { t } = useTranslation(['orders', 'common']);
  const language = useLanguage();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const { data } = useQuery(myOrdersQuery(page));

  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      aria-labelledby={titleId}
      data-testid="my-orders"
    >
      <Title order={2} size="h3" id={titleId} mb="md">
        {t('history.title')}
      </Title>
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
                <OrderStatusBadge status={order.status} />
                {RECEIPT_STATUSES.includes(order.status) && (
                  <Anchor
                    component={Link}
                    to={`/receipt/${order.id}`}
                    size="sm"
                    fw={600}
                    aria-label={`${t('history.receipt')}: ${order.id}`}
                  >
                    {t('history.receipt')}
                  </Anchor>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <ListPagination page={data} onChange={setPage} label={t('history.title')} />
    </Paper>
  );
}
