import { Button, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { type TotpEnrolment, totpCodeRequestSchema } from '@oneclick/shared';
import { useState } from 'react';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { QrCode } from '../../../components/qr-code';
import { useFeedback } from '../../../components/use-feedback';
import { useApiForm } from '../../../components/use-api-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useConfirmTotpEnrolment } from '../api/confirm-totp-enrolment';
import { useRemoveTotp } from '../api/remove-totp';
import { useStartTotpEnrolment } from '../api/start-totp-enrolment';
import { SecuritySection } from './security-section';
import { StatusBadge } from './status-badge';

interface TotpSectionProps {
  on: boolean;
  /** Recovery codes that came with it, when it is the account's first second factor. */
  onCodes: (codes: string[]) => void;
}

/** The secret typed by hand, in groups of four as authenticator apps show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The authenticator app: set it up (QR code or key, then its first code), or remove it. */
export function TotpSection({ on, onCodes }: TotpSectionProps) {
  const { t } = useTranslation('second-factor');
  const feedback = useFeedback();
  const start = useStartTotpEnrolment();
  const remove = useRemoveTotp();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [removing, setRemoving] = useState(false);

  const begin = () =>
    feedback.attempt(async () => {
      setEnrolment(await start.mutateAsync());
    });
  const confirmRemove = () =>
    feedback.attempt(async () => {
      try {
        await remove.mutateAsync();
        feedback.notify(t('totp.removed'));
      } finally {
        setRemoving(false);
      }
    });

  return (
    <SecuritySection
      title={t('totp.heading')}
      text={t('totp.text')}
      badge={<StatusBadge on={on} />}
      testId="totp-section"
    >
      <div aria-live="polite">{feedback.element}</div>
      {enrolment && !on ? (
        <TotpEnrolmentForm
          enrolment={enrolment}
          onConfirmed={(codes) => {
            setEnrolment(null);
            feedback.notify(t('totp.confirmed'));
            if (codes.length > 0) onCodes(codes);
          }}
          onCancel={() => setEnrolment(null)}
          onFailed={feedback.fail}
        />
      ) : (
        <Group>
          {on ? (
            <Button variant="light" color="red" onClick={() => setRemoving(true)}>
              {t('totp.remove')}
            </Button>
          ) : (
            <Button onClick={() => void begin()} loading={start.isPending}>
              {t('totp.setUp')}
            </Button>
          )}
        </Group>
      )}
      <ConfirmDelete
        opened={removing}
        question={{
          title: t('totp.removeTitle'),
          text: t('totp.removeText'),
          keepLabel: t('totp.keep'),
          confirmLabel: t('totp.remove'),
        }}
        onCancel={() => setRemoving(false)}
        onConfirm={() => void confirmRemove()}
        loading={remove.isPending}
      />
    </SecuritySection>
  );
}

interface TotpEnrolmentFormProps {
  enrolment: TotpEnrolment;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
  onFailed: (error: unknown) => void;
}

function TotpEnrolmentForm({ enrolment, onConfirmed, onCancel, onFailed }: TotpEnrolmentFormProps) {
  const { t } = useTranslation('second-factor');
  const confirm = useConfirmTotpEnrolment();
  const { form, submit, fieldError, errors, isSubmitting } = useApiForm({
    schema: totpCodeRequestSchema,
    defaultValues: { code: '' },
    mutation: confirm,
    onSuccess: ({ codes }) => onConfirmed(codes),
    onError: (error) => {
      form.setValue('code', '');
      form.setFocus('code');
      onFailed(error);
    },
  });

  return (
    <Stack gap="md" data-testid="totp-enrolment">
      <Text size="sm">{t('totp.scan')}</Text>
      <QrCode text={enrolment.uri} alt={t('totp.qrAlt')} size={200} testId="totp-qr" />
      <div>
        <Text size="sm" fw={500}>
          {t('totp.secret')}
        </Text>
        <Group gap="xs" align="center" wrap="wrap">
          <Code fz="md" data-testid="totp-secret" style={{ wordBreak: 'break-word', whiteSpace: 'normal' }}>
            {grouped(enrolment.secret)}
          </Code>
          <CopyButton value={enrolment.secret}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy} color={copied ? 'teal' : undefined}>
                {copied ? t('totp.copied') : t('totp.copySecret')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </div>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={320}>
          <TextInput
            label={t('totp.code')}
            description={t('totp.codeHint')}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            error={fieldError(errors.code)}
            {...form.register('code')}
          />
          <Group gap="sm">
            <Button type="submit" loading={isSubmitting}>
              {t('totp.confirm')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('totp.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
