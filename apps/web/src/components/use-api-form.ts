import { useEffect } from 'react';
import { applyFieldErrors } from '../lib/form-errors';
import type { DefaultValues, FieldValues } from '../lib/form/paths';
import type { SchemaSource } from '../lib/form/schema-check';
import { useForm } from '../lib/form/use-form';
import { onFirstInteraction } from '../lib/on-first-interaction';
import { useFieldError } from './use-field-error';

interface ApiFormOptions<Input extends FieldValues, Values, Variables, Answer> {
  /**
   * Checks the fields in the browser, as the server will. A public page passes a loader
   * (`() => import(...)`): its schema and zod are fetched when the visitor first acts on the page.
   */
  schema: SchemaSource<Values, Input>;
  defaultValues: DefaultValues<Input>;
  /** The write the form submits to. */
  mutation: { mutateAsync: (variables: Variables) => Promise<Answer> };
  /** Once the fields are right, before they are sent: to clear what the last attempt showed. */
  beforeSend?: () => void;
  /** When the fields are not right, and nothing is sent. */
  onInvalid?: () => void;
  /** What is sent, when it is not the checked values as they are. */
  toVariables?: (values: Values) => Variables;
  onSuccess?: (answer: Answer, values: Values) => void;
  /** After the refusal's field errors are shown: for what the form says about it beside them. */
  onError?: (error: unknown) => void;
}

/**
 * A form that submits to the API: its fields checked by the schema, then sent through the
 * mutation; a refusal naming fields (`VALIDATION_FAILED` with `details.fields`) puts each code
 * under its field. `fieldError` gives a field's error in the reader's language.
 */
export function useApiForm<Input extends FieldValues, Values = Input, Variables = Values, Answer = unknown>({
  schema,
  defaultValues,
  mutation,
  beforeSend,
  onInvalid,
  toVariables,
  onSuccess,
  onError,
}: ApiFormOptions<Input, Values, Variables, Answer>) {
  const fieldError = useFieldError();
  const form = useForm<Input, Values>({ schema, defaultValues });
  // A failed fetch here is tried again at the first check.
  useEffect(() => onFirstInteraction(() => form.loadSchema().catch(() => undefined)), [form]);
  const submit = form.handleSubmit(async (values) => {
    beforeSend?.();
    await mutation.mutateAsync(toVariables ? toVariables(values) : (values as unknown as Variables)).then(
      (answer) => onSuccess?.(answer, values),
      (error: unknown) => {
        applyFieldErrors(error, form);
        onError?.(error);
      },
    );
  }, onInvalid);
  return { form, submit, fieldError, errors: form.formState.errors, isSubmitting: form.formState.isSubmitting };
}
