import { WEB_PATHS } from '@oneclick/shared';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { PageTitle } from '../../../components/page-title';
import { CategoriesTable } from '../components/categories-table';
import { CmsSection } from '../components/cms-section';
import { CategoryForm } from '../components/category-form';
import { PostsTable } from '../components/posts-table';
import { useFeedback } from '../../../components/use-feedback';
import { useEditableLanguages } from '../components/use-editable-languages';

export function CmsPage() {
  const { t } = useTranslation('cms');
  const languages = useEditableLanguages();
  const { element, notify, fail } = useFeedback();
  return (
    <Stack gap="xl">
      <PageTitle title={t('cms.title')} />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('cms.heading')}</Title>
          <Text c="dimmed" mt={4} data-testid="editor-scope">
            {t('cms.scope', { languages: languages.map((language) => t(`languages.${language}`)).join(', ') })}
          </Text>
        </div>
        <Anchor component={Link} to={WEB_PATHS.writePost}>
          {t('cms.writePost')}
        </Anchor>
      </Group>
      <div aria-live="polite">{element}</div>
      <CmsSection id="cms-categories" title={t('cms.categories')}>
        <CategoriesTable notify={notify} fail={fail} />
        <Title order={3} size="h5" mt="lg" mb="xs">
          {t('cms.addCategory')}
        </Title>
        <CategoryForm
          submitLabel={t('cms.addCategory')}
          onCreated={() => notify(t('notices.categoryCreated'))}
          onFailed={fail}
        />
      </CmsSection>
      <CmsSection id="cms-posts" title={t('cms.posts')}>
        <PostsTable notify={notify} fail={fail} />
      </CmsSection>
    </Stack>
  );
}
