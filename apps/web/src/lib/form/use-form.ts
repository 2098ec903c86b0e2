import { useState, useSyncExternalStore } from 'react';
import { Form, type FormFields } from './form';
import type { DefaultValues, FieldValues, Path, PathValue } from './paths';
import { schemaCheck, type SchemaSource } from './schema-check';

/**
 * A form checked by `schema` (or a loader of it, fetched at `loadSchema` or the first check), starting
 * from `defaultValues`. The component redraws when the errors, the submission or `isDirty` change,
 * not at each key: an input shows its own text.
 */
export function useForm<Input extends FieldValues, Values = Input>({
  schema,
  defaultValues,
}: {
  schema: SchemaSource<Values, Input>;
  defaultValues: DefaultValues<Input>;
}) {
  const [form] = useState(() => {
    const { load, check } = schemaCheck(schema);
    return Object.assign(new Form<Input, Values>(check, defaultValues), { loadSchema: load });
  });
  const state = () => form.formState;
  useSyncExternalStore(form.subscribeState, state, state);
  return form;
}

/** The value of field `name`, redrawing the component when it changes; of each of `names`, in their order. */
export function useWatch<Input, N extends Path<Input>>(form: FormFields<Input>, name: N): PathValue<Input, N>;
export function useWatch<Input, const N extends readonly Path<Input>[]>(
  form: FormFields<Input>,
  names: N,
): { [I in keyof N]: PathValue<Input, N[I]> };
export function useWatch<Input>(form: FormFields<Input>, names: Path<Input> | readonly Path<Input>[]): unknown {
  const version = () => form.valuesVersion;
  useSyncExternalStore(form.subscribe, version, version);
  return Array.isArray(names)
    ? names.map((name: Path<Input>) => form.getValues(name))
    : form.getValues(names as Path<Input>);
}
