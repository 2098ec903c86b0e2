import { Table, type TableProps } from '@mantine/core';
import { focusableScrollArea } from './focusable-scroll-area';
import classes from './responsive-table.module.css';

interface ResponsiveTableProps extends TableProps {
  /** The width under which the table scrolls sideways on a tablet or laptop. */
  minWidth: number;
  /** Names the scrolling region when the rows hold nothing a keyboard can focus. */
  scrollLabel?: string;
}

/**
 * A dashboard table that becomes a list of cards on a phone (below 48em), so no column or
 * action hides behind a sideways scroll. Each `Table.Td` names its column in `data-label`;
 * a cell without one (the row's title or its buttons), or marked `data-wide`, spans the card.
 */
export function ResponsiveTable({ minWidth, scrollLabel, className, ...tableProps }: ResponsiveTableProps) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      classNames={{ scrollContainerInner: classes.inner }}
      scrollAreaProps={scrollLabel ? focusableScrollArea(scrollLabel) : undefined}
    >
      <Table {...tableProps} className={[classes.table, className].filter(Boolean).join(' ')} />
    </Table.ScrollContainer>
  );
}
