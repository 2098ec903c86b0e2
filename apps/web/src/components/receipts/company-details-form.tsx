import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type CompanyDetails, type CompanyDetailsRequest, companyDetailsRequestSchema } from '@oneclick/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { applyFieldErrors } from '../../lib/form-errors';
import { useFieldError } from '../use-field-error';
import { useUpdateCompanyDetails } from './update-company-details';
import { FormAlert } from '../form-alert';

/**
 * The company a user's receipts are made out to: name, address and Vietnamese tax code, saved
 * on the account. Used by /profile and by the invoice before paying.
 */
export function CompanyDetailsForm({ company }: { company: CompanyDetails }) {
  const { t } = useTranslation('orders');
  const fieldError = useFieldError();
  const update = useUpdateCompanyDetails();
  const form = useForm<CompanyDetailsRequest, unknown, CompanyDetails>({
    resolver: zodResolver(companyDetailsRequestSchema),
    defaultValues: {
      companyName: company.companyName ?? '',
      companyAddress: company.companyAddress ?? '',
      taxCode: company.taxCode ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({
        companyName: values.companyName ?? '',
        companyAddress: values.companyAddress ?? '',
        taxCode: values.taxCode ?? '',
      });
      form.reset({
        companyName: saved.companyName ?? '',
        companyAddress: saved.companyAddress ?? '',
        taxCode: saved.taxCode ?? '',
      });
    } catch (error) {
      applyFieldErrors(error, form.setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="company-form">
      <Stack gap="sm">
        {update.isSuccess && !form.formState.isDirty && (
          <FormAlert color="teal" onClose={() => update.reset()}>
            {t('company.saved')}
          </FormAlert>
        )}
        <TextInput
          label={t('company.name')}
          autoComplete="organization"
          error={fieldError(errors.companyName)}
          {...form.register('companyName')}
        />
        <TextInput
          label={t('company.address')}
          autoComplete="street-address"
          error={fieldError(errors.companyAddress)}
          {...form.register('companyAddress')}
        />
        <TextInput
          label={t('company.taxCode')}
          description={t('company.taxCodeHint')}
          inputMode="numeric"
          error={fieldError(errors.taxCode)}
          {...form.register('taxCode')}
        />
        <Group>
          <Button type="submit" variant="light" loading={isSubmitting}>
            {t('company.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
