import { Button, Group, TextInput } from '@mantine/core';
import { type Category, categoryInputSchema, type Language } from '@oneclick/shared';
import { Controller } from '../../../lib/form/controller';
import { useWatch } from '../../../lib/form/use-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useApiForm } from '../../../components/use-api-form';
import { useCreateCategory } from '../api/create-category';
import { LanguageSelect } from './language-select';
import { useEditableLanguages } from './use-editable-languages';

interface CategoryFormProps {
  onCreated: (category: Category) => void;
  onFailed: (error: unknown) => void;
  submitLabel: string;
}

/** Name and language of a new category; it submits only with a name. */
export function CategoryForm({ onCreated, onFailed, submitLabel }: CategoryFormProps) {
  const { t } = useTranslation('cms');
  const languages = useEditableLanguages();
  const create = useCreateCategory();
  const { form, submit, fieldError } = useApiForm({
    schema: categoryInputSchema,
    defaultValues: { name: '', lang: languages[0] },
    mutation: create,
    onSuccess: (category, values) => {
      form.reset({ name: '', lang: values.lang });
      onCreated(category);
    },
    onError: onFailed,
  });
  const name = useWatch(form, 'name');

  return (
    <form onSubmit={submit} noValidate data-testid="category-form">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('fields.name')}
          style={{ flex: '1 1 220px' }}
          error={fieldError(form.formState.errors.name)}
          {...form.register('name')}
        />
        <Controller
          form={form}
          name="lang"
          render={({ field }) => (
            <LanguageSelect label={t('fields.language')} value={field.value as Language} onChange={field.onChange} />
          )}
        />
        <Button type="submit" mt={25} disabled={name.trim() === ''} loading={create.isPending}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
