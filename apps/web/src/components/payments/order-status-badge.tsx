import { Badge } from '@mantine/core';
import type { OrderStatus } from '@oneclick/shared';
import { useTranslation } from '../../i18n/use-translation';

const STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'gray',
  awaiting_review: 'yellow',
  paid: 'teal',
  fulfilled: 'teal',
  cancelled: 'red',
  expired: 'gray',
  refunded: 'grape',
};

/** An order's status as a coloured label, the same in the dashboard and on the profile. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('common');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ overflow: 'visible' }}>
      {t(`orderStatuses.${status}`)}
    </Badge>
  );
}
