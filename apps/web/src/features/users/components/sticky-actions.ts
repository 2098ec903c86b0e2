import type { CSSProperties } from 'react';

/**
 * A table's actions column, kept at the right edge of a table that scrolls sideways on a
 * phone, so each row's buttons stay in view beside whatever part of the row is shown.
 */
export const stickyActions: CSSProperties = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.25)',
};
