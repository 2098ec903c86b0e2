import { Button, FileInput, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type CreateReleaseRequest, createReleaseRequestSchema, LANGUAGES, type Release } from '@oneclick/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useFeedback } from '../../../components/use-feedback';
import { useFieldError } from '../../../components/use-field-error';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useForm } from '../../../lib/form/use-form';
import { useCreateRelease } from '../api/create-release';
import { usePublishRelease } from '../api/publish-release';
import { type ReleaseFileProblem, releaseFileProblem } from '../release-file';

const EMPTY: CreateReleaseRequest = { version: '', notes: { vi: '', 'en-US': '', th: '' } };

/** Language by language, not on the order the keys happen to come in. */
function sameRelease(draft: Release, values: CreateReleaseRequest): boolean {
  return (
    draft.version === values.version && LANGUAGES.every((language) => draft.notes[language] === values.notes[language])
  );
}

/**
 * Publish a version (admins): its number, what changed in three languages and the zip. The
 * release is created, then its zip uploaded, which publishes it. A zip the server refuses takes
 * its draft with it, so trying again starts afresh; when the upload never reached the server,
 * trying again sends only the zip.
 */
export function PublishReleaseForm() {
  const { t } = useTranslation(['releases', 'common']);
  const fieldError = useFieldError();
  const feedback = useFeedback();
  const create = useCreateRelease();
  const upload = usePublishRelease();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<ReleaseFileProblem | null>(null);
  const [draft, setDraft] = useState<Release | null>(null);
  const form = useForm({ schema: createReleaseRequestSchema, defaultValues: EMPTY });
  const errors = form.formState.errors;

  const checkFile = () => {
    const problem = releaseFileProblem(file);
    setFileProblem(problem);
    return problem === null;
  };

  const publish = form.handleSubmit(async (values) => {
    if (!checkFile() || !file) return;
    await feedback.attempt(
      async () => {
        const release = draft && sameRelease(draft, values) ? draft : await create.mutateAsync(values);
        setDraft(release);
        const published = await upload.mutateAsync({ releaseId: release.id, file }).catch((error: unknown) => {
          // The server deletes a draft whose zip it refused; only a request that never reached it leaves the draft.
          if (!(error instanceof ApiError && error.code === 'NETWORK_ERROR')) setDraft(null);
          throw error;
        });
        setDraft(null);
        setFile(null);
        form.reset(EMPTY);
        feedback.notify(t('releases.published', { version: published.version }));
      },
      (error) => applyFieldErrors(error, form),
    );
  }, checkFile);

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('releases.lead')}
      </Text>
      <div aria-live="polite">{feedback.element}</div>
      <form onSubmit={publish} noValidate data-testid="publish-release-form">
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('releases.version')}
              description={t('releases.versionHint')}
              placeholder="1.4.0"
              w={200}
              {...form.register('version')}
              error={fieldError(errors.version)}
            />
            <FileInput
              label={t('releases.file')}
              description={t('releases.fileHint')}
              placeholder={t('releases.choose')}
              accept=".zip,application/zip"
              clearable
              style={{ flex: '1 1 240px' }}
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                setFileProblem(null);
              }}
              error={fileProblem ? fieldError({ type: 'file', message: fileProblem }) : undefined}
            />
          </Group>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
            {LANGUAGES.map((language) => (
              <Textarea
                key={language}
                label={t('releases.notes', { language: t(`common:language.${language}`) })}
                lang={language}
                autosize
                minRows={3}
                maxRows={10}
                {...form.register(`notes.${language}`)}
                error={fieldError(errors.notes?.[language])}
              />
            ))}
          </SimpleGrid>
          <div>
            <Button type="submit" loading={create.isPending || upload.isPending}>
              {t('releases.publish')}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
