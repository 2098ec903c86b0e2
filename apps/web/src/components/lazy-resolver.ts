import type { FieldValues, Resolver } from 'react-hook-form';

/** A zod schema (the shared package's), by the types it reads and gives. */
export interface Schema<Values, Input> {
  _zod: { output: Values; input: Input };
}

/** A schema, or a function that imports it: `() => import('../forms').then((m) => m.loginSchema)`. */
export type SchemaSource<Values, Input> = Schema<Values, Input> | (() => Promise<Schema<Values, Input>>);

/**
 * A form's resolver whose checks (zod, its resolver and, from a loader, the schema) are imported
 * at the first `load` or check rather than with the page, which then paints and starts without
 * them (decision 040). `load` is called when the visitor first acts on the page. When the checks
 * cannot be fetched (the visitor went offline), the form sends its values as they are: the server
 * checks the same and answers with the fields' errors, or the failed call is told. The next check
 * fetches them again.
 */
export function lazyResolver<Input extends FieldValues, Values>(source: SchemaSource<Values, Input>) {
  let loading: Promise<Resolver<Input, unknown, Values>> | undefined;
  const load = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), typeof source === 'function' ? source() : source]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<Input, unknown, Values>,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const resolve: Resolver<Input, unknown, Values> = async (values, context, options) => {
    const resolver = await load().catch(() => null);
    return resolver ? resolver(values, context, options) : { values: values as unknown as Values, errors: {} };
  };
  return { load, resolve };
}
