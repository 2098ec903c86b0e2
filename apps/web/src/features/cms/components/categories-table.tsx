import { ActionIcon, Table, TextInput } from '@mantine/core';
import type { Category, Language } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useDeleteCategory } from '../api/delete-category';
import { categoriesQuery } from '../api/list-categories';
import { useUpdateCategory } from '../api/update-category';
import { LanguageSelect } from './language-select';
import { PagedTable } from '../../../components/paged-table';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';

interface CategoriesTableProps {
  notify: (text: string) => void;
  fail: (error: unknown) => void;
}

/** Categories, 5 to a page from the server; the name saves on blur, the language on change. */
export function CategoriesTable({ notify, fail }: CategoriesTableProps) {
  const { t } = useTranslation('cms');
  const [page, setPage] = useState(1);
  const { data } = useQuery(categoriesQuery(page));
  const update = useUpdateCategory();
  const remove = useDeleteCategory();

  const save = async (category: Category, patch: { name?: string; lang?: Language }) => {
    try {
      await update.mutateAsync({ id: category.id, ...patch });
      notify(t('notices.categoryUpdated'));
    } catch (error) {
      fail(error);
    }
  };

  const deletion = useConfirmedDelete({
    remove: (id) => remove.mutateAsync(id),
    onDeleted: () => {
      notify(t('notices.categoryDeleted'));
      if (data && data.items.length === 1 && page > 1) setPage(page - 1);
    },
    onFailed: fail,
    question: () => ({ keepLabel: t('cms.keepCategory'), confirmLabel: t('cms.deleteCategory') }),
  });

  return (
    <>
      <PagedTable
        striped={false}
        page={data}
        minWidth={480}
        data-testid="categories-table"
        empty={t('cms.noCategories')}
        head={
          <>
            <Table.Th>{t('fields.name')}</Table.Th>
            <Table.Th w={180}>{t('fields.language')}</Table.Th>
            <Table.Th w={80}>{t('cms.actions')}</Table.Th>
          </>
        }
        row={(category) => (
          <Table.Tr key={category.id} data-category={category.slug}>
            <Table.Td data-label={t('fields.name')}>
              <TextInput
                aria-label={t('fields.name')}
                defaultValue={category.name}
                key={`${category.id}:${category.name}`}
                onBlur={(event) => {
                  const name = event.currentTarget.value.trim();
                  if (name !== category.name) void save(category, { name });
                }}
              />
            </Table.Td>
            <Table.Td data-label={t('fields.language')}>
              <LanguageSelect
                aria-label={t('fields.language')}
                value={category.lang}
                onChange={(lang) => lang !== category.lang && void save(category, { lang })}
              />
            </Table.Td>
            <Table.Td>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${t('cms.delete')}: ${category.name}`}
                onClick={() => deletion.ask(category.id)}
              >
                ✕
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        )}
        onPageChange={setPage}
        pagesLabel={t('cms.categories')}
      />
      {deletion.dialog}
    </>
  );
}
