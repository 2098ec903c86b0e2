import { Table, Text } from '@mantine/core';
import type { Page } from '@oneclick/shared';
import type { ComponentProps, ReactNode } from 'react';
import { ListPagination } from './list-pagination';
import { ResponsiveTable } from './responsive-table';

interface PagedTableProps<T> extends Omit<ComponentProps<typeof ResponsiveTable>, 'children'> {
  /** The page the server sent; undefined while the first one loads. */
  page: Page<T> | undefined;
  /** The header's cells (`Table.Th`). */
  head: ReactNode;
  /** One item's row (`Table.Tr`, keyed). */
  row: (item: T) => ReactNode;
  /** Said in place of the table when nothing matches. */
  empty: string;
  /** How many match, said above the table, with its test id; `isEstimate` when the server only estimated it. */
  total?: { text: (count: number, isEstimate: boolean) => string; testId: string };
  onPageChange: (page: number) => void;
  /** Names the page buttons. */
  pagesLabel: string;
}

/**
 * A dashboard list the server pages: how many, the table (or that there is nothing), the pages.
 * Its rows are compact and striped unless the caller says otherwise.
 */
export function PagedTable<T>({
  page,
  head,
  row,
  empty,
  total,
  onPageChange,
  pagesLabel,
  verticalSpacing = 'xs',
  striped = true,
  ...table
}: PagedTableProps<T>) {
  return (
    <>
      {page && total && (
        <Text size="sm" c="dimmed" data-testid={total.testId}>
          {total.text(page.total, page.totalIsEstimate === true)}
        </Text>
      )}
      {page?.total === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <ResponsiveTable verticalSpacing={verticalSpacing} striped={striped} {...table}>
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{page?.items.map(row)}</Table.Tbody>
        </ResponsiveTable>
      )}
      <ListPagination page={page} onChange={onPageChange} label={pagesLabel} />
    </>
  );
}
