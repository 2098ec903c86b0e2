import { Badge } from '@mantine/core';
import type { EInvoiceStatus } from '@oneclick/shared';
import type { ReactNode } from 'react';

const STATUS_COLORS: Record<EInvoiceStatus, string> = {
  queued: 'gray',
  sending: 'blue',
  issued: 'teal',
  failed: 'red',
};

// A long status ("Bị chậm, đang được xử lý") wraps in a narrow column instead of ending in "…".
const BADGE_STYLES = {
  root: { height: 'auto', maxWidth: '100%', overflow: 'visible' },
  label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.4, paddingBlock: 2 },
} as const;

/** An e-invoice's status as a coloured label: issued teal, on its way gray or blue, refused red. */
export function EInvoiceStatusBadge({ status, children }: { status: EInvoiceStatus; children: ReactNode }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" styles={BADGE_STYLES}>
      {children}
    </Badge>
  );
}
