import { Group, Pagination } from '@mantine/core';
import type { Page } from '@oneclick/shared';
import { useTranslation } from '../i18n/use-translation';

interface ListPaginationProps {
  page: Page<unknown> | undefined;
  onChange: (page: number) => void;
  label: string;
}

export function ListPagination({ page, onChange, label }: ListPaginationProps) {
  const { t } = useTranslation();
  if (!page || page.total <= page.pageSize) return null;
  return (
    <Group justify="flex-end" mt="sm">
      <Pagination
        total={Math.ceil(page.total / page.pageSize)}
        value={page.page}
        onChange={onChange}
        size="sm"
        aria-label={label}
        getItemProps={(number) => ({ 'aria-label': t('pagination.page', { page: number }) })}
        getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      />
    </Group>
  );
}
