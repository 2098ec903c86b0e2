import { Button, Group, Modal, Table } from '@mantine/core';
import type { CmsPost } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useCreatePost } from '../api/create-post';
import { useDeletePost } from '../api/delete-post';
import { postsQuery } from '../api/list-posts';
import { useUpdatePost } from '../api/update-post';
import { PagedTable } from '../../../components/paged-table';
import { PostForm } from './post-form';
import { useFeedback } from '../../../components/use-feedback';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';

interface PostsTableProps {
  notify: (text: string) => void;
  fail: (error: unknown) => void;
}

type Editing = { mode: 'new' } | { mode: 'edit'; post: CmsPost } | null;

/**
 * Posts, 5 to a page from the server. The modal creates (and closes) or saves an
 * existing post (says 'Save successfully' and stays open), as the spec's editor did.
 */
export function PostsTable({ notify, fail }: PostsTableProps) {
  const { t } = useTranslation(['cms', 'common']);
  const [page, setPage] = useState(1);
  const { data } = useQuery(postsQuery(page));
  const create = useCreatePost();
  const update = useUpdatePost();
  const remove = useDeletePost();
  const [editing, setEditing] = useState<Editing>(null);
  const modalFeedback = useFeedback();
  const openEditor = (next: Editing) => {
    modalFeedback.clear();
    setEditing(next);
  };

  const deletion = useConfirmedDelete({
    remove: (id) => remove.mutateAsync(id),
    onDeleted: () => {
      notify(t('notices.postDeleted'));
      if (data && data.items.length === 1 && page > 1) setPage(page - 1);
    },
    onFailed: fail,
    question: () => ({ keepLabel: t('cms.keepPost'), confirmLabel: t('cms.deletePost') }),
  });

  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Button onClick={() => openEditor({ mode: 'new' })}>{t('cms.newPost')}</Button>
      </Group>
      <PagedTable
        page={data}
        minWidth={560}
        verticalSpacing="sm"
        data-testid="posts-table"
        empty={t('cms.noPosts')}
        head={
          <>
            <Table.Th>{t('fields.title')}</Table.Th>
            <Table.Th>{t('fields.language')}</Table.Th>
            <Table.Th>{t('fields.category')}</Table.Th>
            <Table.Th w={170}>{t('cms.actions')}</Table.Th>
          </>
        }
        row={(post) => (
          <Table.Tr key={post.id}>
            <Table.Td fw={600}>{post.title}</Table.Td>
            <Table.Td data-label={t('fields.language')}>{t(`languages.${post.lang}`)}</Table.Td>
            <Table.Td data-label={t('fields.category')}>{post.categoryName}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => openEditor({ mode: 'edit', post })}
                  aria-label={`${t('cms.edit')}: ${post.title}`}
                >
                  {t('cms.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => deletion.ask(post.id)}
                  aria-label={`${t('cms.delete')}: ${post.title}`}
                >
                  {t('cms.delete')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
        onPageChange={setPage}
        pagesLabel={t('cms.posts')}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t('modal.editTitle') : t('modal.newTitle')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        size="lg"
      >
        <div aria-live="polite">{modalFeedback.element}</div>
        {editing && (
          <PostForm
            key={editing.mode === 'edit' ? editing.post.id : 'new'}
            post={editing.mode === 'edit' ? editing.post : undefined}
            submitLabel={t('modal.save')}
            onFailed={modalFeedback.fail}
            onSave={async (values) => {
              modalFeedback.clear();
              if (editing.mode === 'edit') {
                await update.mutateAsync({ id: editing.post.id, ...values });
                modalFeedback.notify(t('notices.saved'));
              } else {
                await create.mutateAsync(values);
                setEditing(null);
                notify(t('notices.postCreated'));
              }
            }}
          />
        )}
      </Modal>
      {deletion.dialog}
    </>
  );
}
