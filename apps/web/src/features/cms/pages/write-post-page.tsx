import { WEB_PATHS } from '@oneclick/shared';
import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { PageTitle } from '../../../components/page-title';
import { useCreatePost } from '../api/create-post';
import { CategoryForm } from '../components/category-form';
import { CmsSection } from '../components/cms-section';
import { PostForm } from '../components/post-form';
import { useFeedback } from '../../../components/use-feedback';

export function WritePostPage() {
  const { t } = useTranslation('cms');
  const { element, notify, fail } = useFeedback();
  const create = useCreatePost();
  return (
    <Stack gap="xl">
      <PageTitle title={t('writePost.title')} />
      <div>
        <Title order={1}>{t('writePost.heading')}</Title>
        <Text c="dimmed" mt={4}>
          {t('writePost.lead')}{' '}
          <Anchor component={Link} to={WEB_PATHS.cms} underline="always">
            {t('writePost.toCms')}
          </Anchor>
        </Text>
      </div>
      <div aria-live="polite">{element}</div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <CmsSection id="new-category" title={t('writePost.categoryHeading')}>
          <CategoryForm
            submitLabel={t('cms.addCategory')}
            onCreated={() => notify(t('notices.categoryCreated'))}
            onFailed={fail}
          />
        </CmsSection>
        <CmsSection id="new-post" title={t('writePost.postHeading')}>
          <PostForm
            submitLabel={t('modal.save')}
            resetAfterSave
            onFailed={fail}
            onSave={async (values) => {
              await create.mutateAsync(values);
              notify(t('notices.postCreated'));
            }}
          />
        </CmsSection>
      </SimpleGrid>
    </Stack>
  );
}
