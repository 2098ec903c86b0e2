import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type RedeemLicenceKeyRequest, redeemLicenceKeyRequestSchema } from '@oneclick/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useFeedback } from '../../../components/use-feedback';
import { useFieldError } from '../../../components/use-field-error';
import { useLanguage } from '../../../i18n/use-language';
import { formatCalendarDate } from '../../../lib/format';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useRedeemLicenceKey } from '../api/redeem-licence-key';

/** Activate User: a customer's e-mail and a key; success shows their new type and expiry. */
export function ActivateUserForm() {
  const { t } = useTranslation(['users', 'common']);
  const language = useLanguage();
  const fieldError = useFieldError();
  const redeem = useRedeemLicenceKey();
  const feedback = useFeedback();
  const form = useForm<RedeemLicenceKeyRequest>({
    resolver: zodResolver(redeemLicenceKeyRequestSchema),
    defaultValues: { customerEmail: '', code: '' },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    redeem.reset();
    await feedback.attempt(
      async () => {
        await redeem.mutateAsync(values);
        form.reset({ customerEmail: '', code: '' });
      },
      (error) => applyFieldErrors(error, form.setError),
    );
  });

  const done = redeem.data;
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('activate.lead')}
      </Text>
      <form onSubmit={submit} noValidate data-testid="activate-user-form">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('activate.email')}
            type="email"
            autoComplete="off"
            style={{ flex: '1 1 240px' }}
            error={fieldError(errors.customerEmail)}
            {...form.register('customerEmail')}
          />
          <TextInput
            label={t('activate.code')}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            autoComplete="off"
            spellCheck={false}
            style={{ flex: '1 1 240px' }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            error={fieldError(errors.code)}
            {...form.register('code')}
          />
        </Group>
        <Button type="submit" mt="md" loading={redeem.isPending}>
          {t('activate.submit')}
        </Button>
      </form>
      <div aria-live="polite">
        {feedback.element}
        {done && (
          <Alert color="teal" role="status" data-testid="activation-result">
            {t('activate.done', {
              name: done.customer.name,
              email: done.customer.email,
              type: t(`common:roles.${done.accountType}`),
              date: formatCalendarDate(done.expiresAt.slice(0, 10), language),
            })}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
