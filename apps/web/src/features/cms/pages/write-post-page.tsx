import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useCreatePost } from '../api/create-post';
import { CategoryForm } from '../components/category-form';
import { PostForm } from '../components/post-form';
import { useCmsFeedback } from '../components/use-cms-feedback';

export function WritePostPage() {
  const { t } = useTranslation('cms');
  const { element, notify, fail } = useCmsFeedback();
  const create = useCreatePost();
  return (
    <Stack gap="xl">
      <PageTitle title={t('writePost.title')} />
      <div>
        <Title order={1}>{t('writePost.heading')}</Title>
        <Text c="dimmed" mt={4}>
          {t('writePost.lead')}{' '}
          <Anchor component={Link} to="/cms">
            {t('writePost.toCms')}
          </Anchor>
        </Text>
      </div>
      <div aria-live="polite">{element}</div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="new-category">
          <Title order={2} size="h3" id="new-category" mb="md">
            {t('writePost.categoryHeading')}
          </Title>
          <CategoryForm
            submitLabel={t('cms.addCategory')}
            onCreated={() => notify(t('notices.categoryCreated'))}
            onFailed={fail}
          />
        </Paper>
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="new-post">
          <Title order={2} size="h3" id="new-post" mb="md">
            {t('writePost.postHeading')}
          </Title>
          <PostForm
            submitLabel={t('modal.save')}
            resetAfterSave
            onFailed={fail}
            onSave={async (values) => {
              await create.mutateAsync(values);
              notify(t('notices.postCreated'));
            }}
          />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
