import type { ChangeEvent, FormEvent } from 'react';
import type { FieldError, FieldErrors } from './field-errors';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  removeValueAt,
  setValueAt,
  valueAt,
} from './paths';
import type { CheckResult } from './schema-check';

/** A field changed: by the reader (`edit`) or by the code (`set`, `reset`). */
export interface FieldChange {
  /** The field's name; `''` for a reset, which changes them all. */
  name: string;
  by: 'edit' | 'set' | 'reset';
}

export interface FormState<Input> {
  errors: FieldErrors<Input>;
  isSubmitting: boolean;
  /** Some field differs from the value it started from (or was last reset to). */
  isDirty: boolean;
}

/** What an input takes to be one of the form's fields: spread it on a Mantine input. */
export interface RegisteredField {
  name: string;
  ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/** What a field drawn by its own component (a select, a date) reads and writes: see `Controller`. */
export interface FormFields<Input> {
  /**
   * Every value, or one field's. The signature without a name comes last: it is the one TypeScript
   * reads `Input` from when a form is handed to `Controller` or `useWatch`.
   */
  getValues: { <N extends Path<Input>>(name: N): PathValue<Input, N>; (): Input };
  edit<N extends Path<Input>>(name: N, value: PathValue<Input, N>): void;
  subscribe(listener: (change: FieldChange) => void): () => void;
  readonly valuesVersion: number;
}

type Element = HTMLInputElement | HTMLTextAreaElement;

/**
 * A form's values, errors and submission. An input typed in (`register`) keeps its own text, as the
 * browser does, and tells the form each change; one drawn by a component reads and writes through
 * `Controller`. Fields are checked by the schema at submission and, once the form has been
 * submitted, again at each edit, so an error goes as soon as the reader mends its field.
 */
export class Form<Input extends FieldValues, Values = Input> implements FormFields<Input> {
  private defaults: Input;
  private values: Input;
  private state: FormState<Input> = { errors: {}, isSubmitting: false, isDirty: false };
  private submitted = false;
  private latestCheck = 0;
  private readonly elements = new Map<string, Element>();
  private readonly registered = new Map<string, RegisteredField>();
  private readonly onEdit = new Map<string, (() => void) | undefined>();
  private readonly stateListeners = new Set<() => void>();
  private readonly changeListeners = new Set<(change: FieldChange) => void>();
  /** Grows at every change of any value: what a component watching several fields compares. */
  valuesVersion = 0;

  constructor(
    private readonly check: (values: Input) => Promise<CheckResult<Input, Values>>,
    defaultValues: DefaultValues<Input>,
  ) {
    this.defaults = structuredClone(defaultValues) as Input;
    this.values = structuredClone(this.defaults);
  }

  get formState(): FormState<Input> {
    return this.state;
  }

  readonly subscribeState = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  readonly subscribe = (listener: (change: FieldChange) => void): (() => void) => {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  };

  /** The values, or one field's. */
  readonly getValues: { <N extends Path<Input>>(name: N): PathValue<Input, N>; (): Input } = ((name?: string) =>
    name === undefined ? this.values : valueAt(this.values, name)) as never;

  /** The props that make an input one of the form's fields; the same object at every render. */
  readonly register = <N extends Path<Input>>(name: N, options: { onChange?: () => void } = {}): RegisteredField => {
    this.onEdit.set(name, options.onChange);
    let field = this.registered.get(name);
    if (!field) {
      field = {
        name,
        ref: (element) => {
          if (!element) return void this.elements.delete(name);
          this.elements.set(name, element);
          writeInto(element, this.getValues(name));
        },
        onChange: (event) => {
          const element = event.target;
          this.edit(
            name,
            (element.type === 'checkbox' ? (element as HTMLInputElement).checked : element.value) as never,
          );
          this.onEdit.get(name)?.();
        },
      };
      this.registered.set(name, field);
    }
    return field;
  };

  /** The reader changed a field. */
  readonly edit = <N extends Path<Input>>(name: N, value: PathValue<Input, N>): void => {
    this.change(name, value, 'edit');
    if (this.submitted) void this.recheck(name);
  };

  /** The code changes a field; its input shows the new value. */
  readonly setValue = <N extends Path<Input>>(name: N, value: PathValue<Input, N>): void => {
    this.change(name, value, 'set');
    const element = this.elements.get(name);
    if (element) writeInto(element, value);
  };

  /** Starts again from `values` (or the values it started from), with no error. */
  readonly reset = (values?: DefaultValues<Input>): void => {
    if (values) this.defaults = structuredClone(values) as Input;
    this.values = structuredClone(this.defaults);
    this.submitted = false;
    this.valuesVersion += 1;
    for (const [name, element] of this.elements) writeInto(element, this.getValues(name as Path<Input>));
    this.setState({ errors: {}, isDirty: false });
    this.announce({ name: '', by: 'reset' });
  };

  /** Puts one field back to its first value, with no error. */
  readonly resetField = <N extends Path<Input>>(name: N): void => {
    this.setValue(name, valueAt(this.defaults, name) as PathValue<Input, N>);
    this.setError(name, undefined);
  };

  /** Shows `error` under the field (the server's refusal of it), or none. */
  readonly setError = (name: Path<Input> | 'root', error: FieldError | undefined): void => {
    const errors = structuredClone(this.state.errors) as Record<string, unknown>;
    if (error) setValueAt(errors, name, error);
    else removeValueAt(errors, name);
    this.setState({ errors: errors as FieldErrors<Input> });
  };

  readonly setFocus = (name: Path<Input>): void => {
    this.elements.get(name)?.focus();
  };

  /**
   * The form's submit handler: checks every field, then calls `onValid` with the checked values,
   * or shows the errors, focuses the first field in error and calls `onInvalid`.
   */
  readonly handleSubmit = (onValid: (values: Values) => unknown, onInvalid?: () => unknown) => {
    return async (event?: FormEvent): Promise<void> => {
      event?.preventDefault();
      this.submitted = true;
      this.latestCheck += 1;
      this.setState({ isSubmitting: true });
      try {
        const result = await this.check(structuredClone(this.values));
        if (result.ok) {
          this.setState({ errors: {} });
          await onValid(result.values);
        } else {
          this.setState({ errors: result.errors });
          this.focusFirstError();
          await onInvalid?.();
        }
      } finally {
        this.setState({ isSubmitting: false });
      }
    };
  };

  private change(name: string, value: unknown, by: FieldChange['by']): void {
    setValueAt(this.values, name, value);
    this.valuesVersion += 1;
    const isDirty = JSON.stringify(this.values) !== JSON.stringify(this.defaults);
    if (isDirty !== this.state.isDirty) this.setState({ isDirty });
    this.announce({ name, by });
  }

  /** Checks the form again after an edit and shows or clears the error of the field edited; a later check wins. */
  private async recheck(name: Path<Input>): Promise<void> {
    const attempt = (this.latestCheck += 1);
    const result = await this.check(structuredClone(this.values));
    if (attempt !== this.latestCheck) return;
    const error = result.ok ? undefined : (valueAt(result.errors, name) as FieldError | undefined);
    this.setError(name, error?.type ? error : undefined);
  }

  private focusFirstError(): void {
    for (const [name, element] of this.elements) {
      if ((valueAt(this.state.errors, name) as FieldError | undefined)?.type) return element.focus();
    }
  }

  private setState(change: Partial<FormState<Input>>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.stateListeners) listener();
  }

  private announce(change: FieldChange): void {
    for (const listener of this.changeListeners) listener(change);
  }
}

function writeInto(element: Element, value: unknown): void {
  if (element.type === 'checkbox') (element as HTMLInputElement).checked = Boolean(value);
  else {
    const text = value === undefined || value === null ? '' : String(value);
    if (element.value !== text) element.value = text;
  }
}
