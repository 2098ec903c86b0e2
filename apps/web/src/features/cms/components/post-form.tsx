import { Button, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type CmsPost, type Language, type PostInput, postInputSchema, youTubeWatchUrl } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { Controller } from '../../../lib/form/controller';
import { useWatch } from '../../../lib/form/use-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useApiForm } from '../../../components/use-api-form';
import { categoryOptionsQuery } from '../api/list-category-options';
import { LanguageSelect } from './language-select';
import { useEditableLanguages } from './use-editable-languages';

interface PostFormProps {
  post?: CmsPost;
  submitLabel: string;
  /** Saves the post; resolves once saved, rejects with the server's error. */
  onSave: (values: PostInput) => Promise<unknown>;
  onFailed: (error: unknown) => void;
  resetAfterSave?: boolean;
}

/**
 * Title, short description, YouTube link, language and a category of that language.
 * It submits only when the title, description, link and category are filled.
 */
export function PostForm({ post, submitLabel, onSave, onFailed, resetAfterSave = false }: PostFormProps) {
  const { t } = useTranslation('cms');
  const languages = useEditableLanguages();
  const { form, submit, fieldError, errors, isSubmitting } = useApiForm({
    schema: postInputSchema,
    defaultValues: post
      ? {
          title: post.title,
          shortDescription: post.shortDescription,
          youtubeUrl: youTubeWatchUrl(post.videoId),
          lang: post.lang,
          categoryId: post.categoryId,
        }
      : { title: '', shortDescription: '', youtubeUrl: '', lang: languages[0], categoryId: '' },
    mutation: { mutateAsync: onSave },
    onSuccess: (_saved, values) => {
      if (resetAfterSave)
        form.reset({ title: '', shortDescription: '', youtubeUrl: '', lang: values.lang, categoryId: '' });
    },
    onError: onFailed,
  });
  const [title, shortDescription, youtubeUrl, lang, categoryId] = useWatch(form, [
    'title',
    'shortDescription',
    'youtubeUrl',
    'lang',
    'categoryId',
  ]);
  const options = useQuery({ ...categoryOptionsQuery(lang as Language), enabled: Boolean(lang) });
  const complete = [title, shortDescription, youtubeUrl, categoryId].every((value) => value.trim() !== '');

  return (
    <form onSubmit={submit} noValidate data-testid="post-form">
      <Stack gap="sm">
        <TextInput label={t('fields.title')} error={fieldError(errors.title)} {...form.register('title')} />
        <Textarea
          label={t('fields.shortDescription')}
          autosize
          minRows={3}
          error={fieldError(errors.shortDescription)}
          {...form.register('shortDescription')}
        />
        <TextInput
          label={t('fields.youtubeUrl')}
          description={t('fields.youtubeHint')}
          error={fieldError(errors.youtubeUrl)}
          {...form.register('youtubeUrl')}
        />
        <Controller
          form={form}
          name="lang"
          render={({ field }) => (
            <LanguageSelect
              label={t('fields.language')}
              value={field.value as Language}
              onChange={(next) => {
                field.onChange(next);
                form.setValue('categoryId', '');
              }}
            />
          )}
        />
        <Controller
          form={form}
          name="categoryId"
          render={({ field }) => (
            <Select
              label={t('fields.category')}
              placeholder={t('fields.categoryPlaceholder')}
              data={(options.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              nothingFoundMessage={t('fields.noCategory')}
              error={fieldError(errors.categoryId) ?? (options.data?.length === 0 ? t('fields.noCategory') : undefined)}
            />
          )}
        />
        <Button type="submit" disabled={!complete} loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
