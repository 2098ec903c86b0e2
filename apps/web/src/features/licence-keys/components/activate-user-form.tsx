import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { redeemLicenceKeyRequestSchema } from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { useFeedback } from '../../../components/use-feedback';
import { useApiForm } from '../../../components/use-api-form';
import { useBusinessDate } from '../../../i18n/use-business-date';
import { planQuoteText } from '../../../i18n/plan-quote-text';
import { useQuoteLicenceKeyRedemption } from '../api/quote-licence-key-redemption';
import { useRedeemLicenceKey } from '../api/redeem-licence-key';
import { FormAlert } from '../../../components/form-alert';
import { roleName } from '../../../i18n/role-name';

/**
 * Activate User: a customer's e-mail and a key, then what the key gives that customer (their
 * running plan converted, not lost) to confirm; success shows their new type and expiry. Editing
 * either field puts away the quote and whatever notice is showing, so only a current one shows.
 */
export function ActivateUserForm() {
  const { t } = useTranslation(['licence-keys', 'common']);
  const businessDate = useBusinessDate();
  const quote = useQuoteLicenceKeyRedemption();
  const redeem = useRedeemLicenceKey();
  const feedback = useFeedback();
  const startAgain = () => {
    feedback.clear();
    quote.reset();
    redeem.reset();
  };
  const {
    form,
    submit: check,
    fieldError,
    errors,
  } = useApiForm({
    schema: redeemLicenceKeyRequestSchema,
    defaultValues: { customerEmail: '', code: '' },
    mutation: quote,
    beforeSend: startAgain,
    onError: feedback.fail,
  });

  const confirm = async () => {
    const values = quote.variables!;
    feedback.clear();
    await feedback.attempt(async () => {
      await redeem.mutateAsync(values);
      quote.reset();
      form.reset({ customerEmail: '', code: '' });
    });
  };

  const quoted = quote.data;
  const done = redeem.data;
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('activate.lead')}
      </Text>
      <form onSubmit={check} noValidate data-testid="activate-user-form">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('activate.email')}
            type="email"
            autoComplete="off"
            style={{ flex: '1 1 240px' }}
            error={fieldError(errors.customerEmail)}
            {...form.register('customerEmail', { onChange: startAgain })}
          />
          <TextInput
            label={t('activate.code')}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            autoComplete="off"
            spellCheck={false}
            style={{ flex: '1 1 240px' }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            error={fieldError(errors.code)}
            {...form.register('code', { onChange: startAgain })}
          />
        </Group>
        {!quoted && (
          <Button type="submit" mt="md" loading={quote.isPending}>
            {t('activate.submit')}
          </Button>
        )}
      </form>
      {quoted && (
        <Paper withBorder radius="md" p="md" data-testid="activation-quote">
          <Title order={3} size="h5" mb="xs">
            {t('activate.quoteHeading')}
          </Title>
          <Text size="sm">
            {t('activate.quoteFor', {
              name: quoted.customer.name,
              email: quoted.customer.email,
              type: roleName(t, quoted.accountType),
              count: quoted.months,
            })}
          </Text>
          <Text size="sm" fw={600} mt={4} data-testid="activation-quote-text">
            {planQuoteText(t, businessDate, quoted, 'client')}
          </Text>
          <Group mt="md" gap="sm">
            <Button onClick={() => void confirm()} loading={redeem.isPending} data-testid="confirm-activation">
              {t('activate.confirm')}
            </Button>
            <Button variant="default" onClick={startAgain} disabled={redeem.isPending}>
              {t('activate.change')}
            </Button>
          </Group>
        </Paper>
      )}
      <div aria-live="polite">
        {feedback.element}
        {done && (
          <FormAlert color="teal" data-testid="activation-result" onClose={() => redeem.reset()}>
            {t('activate.done', {
              name: done.customer.name,
              email: done.customer.email,
              type: roleName(t, done.accountType),
              date: businessDate(done.expiresAt),
            })}
          </FormAlert>
        )}
      </div>
    </Stack>
  );
}
