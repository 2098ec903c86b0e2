import type { ScrollAreaProps } from '@mantine/core';

/**
 * Scroll props for a table whose rows hold nothing to focus (`Table.ScrollContainer`'s
 * `scrollAreaProps`). When it is wider than the screen, a keyboard user reaches the table itself
 * and scrolls it with the arrow keys; axe's scrollable-region-focusable asks for this.
 */
export function focusableScrollArea(label: string): ScrollAreaProps {
  return { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } };
}
