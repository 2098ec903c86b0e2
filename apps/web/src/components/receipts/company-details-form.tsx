import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type CompanyDetails, companyDetailsRequestSchema } from '@oneclick/shared';
import { useTranslation } from '../../i18n/use-translation';
import { useApiForm } from '../use-api-form';
import { useUpdateCompanyDetails } from './update-company-details';
import { FormAlert } from '../form-alert';

/**
 * The invoice details saved on the account: the company a user's receipts and e-invoices are made
 * out to (name, address and Vietnamese tax code), or the personal identification number an
 * individual's e-invoice names. Used by /profile and by the invoice before paying.
 */
export function CompanyDetailsForm({ company }: { company: CompanyDetails }) {
  const { t } = useTranslation('orders');
  const update = useUpdateCompanyDetails();
  const { form, submit, fieldError, errors, isSubmitting } = useApiForm({
    schema: companyDetailsRequestSchema,
    defaultValues: asFields(company),
    mutation: update,
    toVariables: asFields,
    onSuccess: (saved) => form.reset(asFields(saved)),
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
        <TextInput
          label={t('company.personalId')}
          description={t('company.personalIdHint')}
          inputMode="numeric"
          error={fieldError(errors.personalId)}
          {...form.register('personalId')}
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

/** Each detail as its field shows it: an empty one as empty text. */
function asFields(details: Omit<CompanyDetails, 'personalId'> & { personalId?: string | null }) {
  return {
    companyName: details.companyName ?? '',
    companyAddress: details.companyAddress ?? '',
    taxCode: details.taxCode ?? '',
    personalId: details.personalId ?? '',
  };
}
