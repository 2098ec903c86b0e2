import { PasswordInput } from '@mantine/core';
import '@mantine/core/styles/PasswordInput.layer.css';
import type { FieldError, FieldErrors } from '../../../lib/form/field-errors';
import type { Form } from '../../../lib/form/form';
import type { FieldValues, Path } from '../../../lib/form/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { useFieldError } from '../../../components/use-field-error';

type WithNewPassword = FieldValues & { password: string; password2: string };

interface NewPasswordFieldsProps<T extends WithNewPassword> {
  register: Form<T>['register'];
  errors: FieldErrors<T>;
  /** "New password" on change and reset; "Password" when the account is being created. */
  replacing?: boolean;
}

/** A new password and its repetition, with the rules as a hint. */
export function NewPasswordFields<T extends WithNewPassword>({
  register,
  errors,
  replacing = false,
}: NewPasswordFieldsProps<T>) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  return (
    <>
      <PasswordInput
        label={replacing ? t('fields.newPassword') : t('fields.password')}
        description={t('fields.passwordHint')}
        autoComplete="new-password"
        required
        error={fieldError(errors.password as FieldError | undefined)}
        {...register('password' as Path<T>)}
      />
      <PasswordInput
        label={replacing ? t('fields.newPassword2') : t('fields.password2')}
        autoComplete="new-password"
        required
        error={fieldError(errors.password2 as FieldError | undefined)}
        {...register('password2' as Path<T>)}
      />
    </>
  );
}
