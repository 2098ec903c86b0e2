import { Table, Text } from '@mantine/core';
import type { Page } from '@oneclick/shared';
import type { ComponentProps, ReactNode } from 'react';
import { useLanguage } from '../i18n/use-language';
import { formatCount } from '../lib/format';
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
  /**
   * How many match, said above the table, with its test id; `about` says a long list's total the
   * server only estimated, given it with its digits grouped in the reader's language.
   */
  total?: { text: (count: number) => string; about?: (number: string) => string; testId: string };
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
  const language = useLanguage();
  return (
    <>
      {page && total && (
        <Text size="sm" c="dimmed" data-testid={total.testId}>
          {page.totalIsEstimate && total.about
            ? total.about(formatCount(page.total, language))
            : total.text(page.total)}
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
