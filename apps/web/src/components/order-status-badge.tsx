import { Badge } from '@mantine/core';
import type { OrderStatus } from '@oneclick/shared';
import { useTranslation } from '../i18n/use-translation';

const STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'gray',
  awaiting_review: 'yellow',
  paid: 'teal',
  fulfilled: 'teal',
  cancelled: 'red',
  expired: 'gray',
  refunded: 'grape',
};

// A long status ("Đã thanh toán và kích hoạt") wraps in a narrow column instead of ending in "…".
const BADGE_STYLES = {
  root: { height: 'auto', maxWidth: '100%', overflow: 'visible' },
  label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.4, paddingBlock: 2 },
} as const;

/** An order's status as a coloured label, the same in the dashboard and on the profile. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" styles={BADGE_STYLES}>
      {t(`orderStatuses.${status}`)}
    </Badge>
  );
}
