import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import {
  generateLicenceKeysRequestSchema,
  LICENCE_KEY_DEFAULTS,
  LICENCE_KEY_LIMITS,
  type LicenceKey,
} from '@oneclick/shared';
import { useState } from 'react';
import { Controller } from '../../../lib/form/controller';
import type { FieldError } from '../../../lib/form/field-errors';
import { useTranslation } from '../../../i18n/use-translation';
import { useFeedback } from '../../../components/use-feedback';
import { useApiForm } from '../../../components/use-api-form';
import { ResellerSelect } from '../../../components/reseller-select';
import { useGenerateLicenceKeys } from '../api/generate-licence-keys';
import { NewKeysBatch } from './new-keys-batch';
import { PackageSelect } from '../../../components/package-select';

/**
 * Generate Keys (admins): quantity, package, months and owner; the new batch is shown at once.
 * A number over the limit stays as typed and the field says the limit: it is never cut down unseen.
 */
export function GenerateKeysForm() {
  const { t } = useTranslation('licence-keys');
  const generate = useGenerateLicenceKeys();
  const feedback = useFeedback();
  const [batch, setBatch] = useState<LicenceKey[] | null>(null);
  const { form, submit, fieldError, errors } = useApiForm({
    schema: generateLicenceKeysRequestSchema,
    defaultValues: { ...LICENCE_KEY_DEFAULTS, accountType: 5, resellerId: null },
    mutation: generate,
    beforeSend: feedback.clear,
    onSuccess: ({ keys }) => setBatch(keys),
    onError: feedback.fail,
  });

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('generate.lead')}
      </Text>
      <div aria-live="polite">{feedback.element}</div>
      <form onSubmit={submit} noValidate data-testid="generate-keys-form">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <Controller
            form={form}
            name="quantity"
            render={({ field }) => (
              <NumberInput
                label={t('generate.quantity')}
                min={1}
                max={LICENCE_KEY_LIMITS.maxQuantity}
                allowDecimal={false}
                clampBehavior="none"
                w={120}
                value={field.value}
                onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
                error={fieldError(errors.quantity)}
              />
            )}
          />
          <Controller
            form={form}
            name="accountType"
            render={({ field }) => (
              <PackageSelect
                label={t('generate.package')}
                value={String(field.value)}
                onChange={(value) => field.onChange(Number(value))}
                error={fieldError(errors.accountType as FieldError | undefined)}
              />
            )}
          />
          <Controller
            form={form}
            name="months"
            render={({ field }) => (
              <NumberInput
                label={t('generate.months')}
                min={1}
                max={LICENCE_KEY_LIMITS.maxMonths}
                allowDecimal={false}
                clampBehavior="none"
                w={200}
                value={field.value}
                onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
                error={fieldError(errors.months)}
              />
            )}
          />
          <Controller
            form={form}
            name="resellerId"
            render={({ field }) => (
              <div style={{ flex: '1 1 240px' }}>
                <ResellerSelect
                  label={t('generate.reseller')}
                  noneLabel={t('generate.directSale')}
                  value={field.value ?? null}
                  onChange={field.onChange}
                />
              </div>
            )}
          />
        </Group>
        <Button type="submit" mt="md" loading={generate.isPending}>
          {t('generate.submit')}
        </Button>
      </form>
      {batch && <NewKeysBatch keys={batch} />}
    </Stack>
  );
}
