import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import type { FormFields } from './form';
import type { Path, PathValue } from './paths';

interface ControllerProps<Input, N extends Path<Input>> {
  form: FormFields<Input>;
  name: N;
  /** Draws the field; its `onChange` takes what the component gives, which the schema checks at submission. */
  render: (props: { field: { name: N; value: PathValue<Input, N>; onChange: (value: unknown) => void } }) => ReactNode;
}

/** A field drawn by a component of its own (a select, a date, a number): it shows the form's value and edits it. */
export function Controller<Input, N extends Path<Input>>({ form, name, render }: ControllerProps<Input, N>) {
  const read = () => form.getValues(name);
  const value = useSyncExternalStore(form.subscribe, read, read);
  return render({ field: { name, value, onChange: (next) => form.edit(name, next as PathValue<Input, N>) } });
}
