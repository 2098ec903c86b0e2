import { TextInput } from '@mantine/core';
import type { RegisteredField } from '../../../lib/form/form';
import { useTranslation } from '../../../i18n/use-translation';

interface EmailFieldProps extends RegisteredField {
  error: string | undefined;
}

/** The account's e-mail address, as every sign-in form asks for it. */
export function EmailField({ error, ...field }: EmailFieldProps) {
  const { t } = useTranslation('auth');
  return <TextInput label={t('fields.email')} type="email" autoComplete="email" required error={error} {...field} />;
}
