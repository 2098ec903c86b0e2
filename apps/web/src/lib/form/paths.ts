/** A form's values: an object of fields, a field's value an object of fields itself for a group (`buyer.name`). */
export type FieldValues = Record<string, unknown>;

type IsGroup<V> = V extends readonly unknown[] ? false : V extends Record<string, unknown> ? true : false;

/** Every field's name in `T`, a group's fields by their dotted path (`buyer.name`, `notes.vi`). */
export type Path<T> = {
  [K in keyof T & string]: true extends IsGroup<NonNullable<T[K]>> ? K | `${K}.${Path<NonNullable<T[K]>>}` : K;
}[keyof T & string];

/** The value of the field `P` of `T`. */
export type PathValue<T, P extends string> = P extends `${infer K}.${infer Rest}`
  ? K extends keyof T
    ? PathValue<NonNullable<T[K]>, Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

export function valueAt(values: unknown, path: string): unknown {
  let value = values;
  for (const key of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

/** Sets the field at `path` in `values`, making the groups on the way when missing. */
export function setValueAt(values: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let group = values;
  for (const key of keys) {
    if (typeof group[key] !== 'object' || group[key] === null) group[key] = {};
    group = group[key] as Record<string, unknown>;
  }
  group[last] = value;
}

/** Removes the field at `path` from `values`, when it is there. */
export function removeValueAt(values: Record<string, unknown>, path: string): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  const group = keys.length > 0 ? valueAt(values, keys.join('.')) : values;
  if (group && typeof group === 'object') delete (group as Record<string, unknown>)[last];
}

/** A form's first values: any field may be left out (a choice not made yet). */
export type DefaultValues<T> = {
  [K in keyof T]?: true extends IsGroup<NonNullable<T[K]>> ? DefaultValues<NonNullable<T[K]>> : T[K];
};
