import { Alert, Box, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { EDITOR_SCOPES, type EditorScope } from '@oneclick/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { ErrorMessage } from '../../../components/error-message';
import { useSetEditorScope } from '../api/set-editor-scope';

const NONE = 'none' as const;

/** An admin gives an account the languages it may edit as an editor, or takes the access away. */
export function EditorAccessForm() {
  const { t } = useTranslation(['users', 'common']);
  const [email, setEmail] = useState('');
  const [scope, setScope] = useState<EditorScope | typeof NONE>('vi');
  const grant = useSetEditorScope();

  return (
    <Box component="section" aria-labelledby="editor-access">
      <Title order={2} size="h3" id="editor-access">
        {t('editors.heading')}
      </Title>
      <Text c="dimmed" size="sm" mt={4} mb="md">
        {t('editors.lead')}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          grant.mutate({ email, editor: scope === NONE ? null : scope });
        }}
      >
        <Stack gap="sm">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('editors.email')}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              style={{ flex: '1 1 240px' }}
              required
            />
            <NativeSelect
              label={t('editors.scope')}
              value={scope}
              onChange={(event) => setScope(event.currentTarget.value as EditorScope | typeof NONE)}
              data={[...EDITOR_SCOPES, NONE].map((value) => ({ value, label: t(`editors.${value}`) }))}
            />
            <Button type="submit" loading={grant.isPending} disabled={email.trim() === ''}>
              {t('editors.save')}
            </Button>
          </Group>
          {grant.isError && (
            <Alert color="red" role="alert">
              {grant.error instanceof ApiError && grant.error.code === 'NOT_FOUND' ? (
                t('editors.noAccount', { email: grant.variables.email })
              ) : (
                <ErrorMessage error={grant.error} />
              )}
            </Alert>
          )}
          {grant.isSuccess && (
            <Alert color="teal" role="status">
              {grant.data.editor
                ? t('editors.saved', { email: grant.data.email, scope: t(`editors.${grant.data.editor}`) })
                : t('editors.removed', { email: grant.data.email })}
            </Alert>
          )}
        </Stack>
      </form>
    </Box>
  );
}
