import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type PasskeySummary, addPasskeyRequestSchema } from '@oneclick/shared';
import { useState } from 'react';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useFeedback } from '../../../components/use-feedback';
import { useFieldError } from '../../../components/use-field-error';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../lib/format';
import { useAddPasskey } from '../api/add-passkey';
import { useRemovePasskey } from '../api/remove-passkey';
import { PasskeyPromptError } from '../passkey-prompt';
import { browserAndSystem } from '../passkey-name';
import { SecuritySection } from './security-section';
import { StatusBadge } from './status-badge';

interface PasskeysSectionProps {
  passkeys: PasskeySummary[];
  onCodes: (codes: string[]) => void;
}

const nameSchema = addPasskeyRequestSchema.shape.name;

/** The account's passkeys: each with when it was added and last used, a new one named, one removed. */
export function PasskeysSection({ passkeys, onCodes }: PasskeysSectionProps) {
  const { t } = useTranslation('second-factor');
  const language = useLanguage();
  const fieldError = useFieldError();
  const feedback = useFeedback();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState(() => {
    const { browser, os } = browserAndSystem(navigator.userAgent);
    if (browser && os) return t('passkeys.defaultName', { browser, os });
    return browser ?? t('passkeys.thisDevice');
  });
  const [nameError, setNameError] = useState<string | undefined>();
  // Kept once asked, so the dialog's words stay while it fades out.
  const [askedName, setAskedName] = useState('');
  const removal = useConfirmedDelete({
    remove: (id) => remove.mutateAsync(id),
    onDeleted: () => feedback.notify(t('passkeys.removed')),
    onFailed: feedback.fail,
    question: () => ({
      title: t('passkeys.removeTitle'),
      text: t('passkeys.removeText', { name: askedName }),
      keepLabel: t('passkeys.keep'),
      confirmLabel: t('passkeys.removeConfirm'),
    }),
  });

  const addOne = async () => {
    const parsed = nameSchema.safeParse(name);
    setNameError(
      parsed.success ? undefined : fieldError({ type: 'validate', message: parsed.error.issues[0]?.message }),
    );
    if (!parsed.success) return;
    feedback.clear();
    try {
      const { passkey, codes } = await add.mutateAsync({ name: parsed.data });
      feedback.notify(t('passkeys.addedNotice', { name: passkey.name }));
      if (codes.length > 0) onCodes(codes);
    } catch (error) {
      if (error instanceof PasskeyPromptError) feedback.inform(t(`prompt.${error.problem}`));
      else feedback.fail(error);
    }
  };

  return (
    <SecuritySection
      title={t('passkeys.heading')}
      text={t('passkeys.text')}
      badge={<StatusBadge on={passkeys.length > 0} />}
      testId="passkeys-section"
    >
      <div aria-live="polite">{feedback.element}</div>
      {passkeys.length === 0 ? (
        <Text size="sm">{t('passkeys.none')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid="passkey-list">
          {passkeys.map((passkey) => (
            <Group
              component="li"
              key={passkey.id}
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              py={6}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
              data-testid="passkey"
            >
              <div style={{ minWidth: 0 }}>
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {passkey.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('passkeys.added', { date: formatDateTime(passkey.createdAt, language) })}
                  {' · '}
                  {passkey.lastUsedAt
                    ? t('passkeys.lastUsed', { date: formatDateTime(passkey.lastUsedAt, language) })
                    : t('passkeys.neverUsed')}
                </Text>
              </div>
              <Button
                size="xs"
                variant="light"
                color="red"
                style={{ flexShrink: 0 }}
                onClick={() => {
                  feedback.clear();
                  setAskedName(passkey.name);
                  removal.ask(passkey.id);
                }}
                aria-label={t('passkeys.removeLabel', { name: passkey.name })}
              >
                {t('remove')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void addOne();
        }}
        noValidate
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('passkeys.newName')}
            description={t('passkeys.newNameHint')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={60}
            required
            error={nameError}
            style={{ flex: '1 1 14rem' }}
          />
          <Button type="submit" loading={add.isPending}>
            {t('passkeys.add')}
          </Button>
        </Group>
      </form>
      {removal.dialog}
    </SecuritySection>
  );
}
