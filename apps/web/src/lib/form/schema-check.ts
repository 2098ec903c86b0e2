import { errorsOfIssues, type FieldErrors, type SchemaIssue } from './field-errors';

type ParseResult<Values> =
  { success: true; data: Values } | { success: false; error: { issues: readonly SchemaIssue[] } };

/** A zod schema (the shared package's), by the types it reads and gives and the one method a form calls. */
export interface Schema<Values, Input> {
  _zod: { output: Values; input: Input };
  safeParseAsync(data: unknown): Promise<ParseResult<Values>>;
}

/** A schema, or a function that imports it: `() => import('../forms').then((m) => m.loginSchema)`. */
export type SchemaSource<Values, Input> = Schema<Values, Input> | (() => Promise<Schema<Values, Input>>);

/** The values as the schema gives them, or what is wrong with the fields. */
export type CheckResult<Input, Values> = { ok: true; values: Values } | { ok: false; errors: FieldErrors<Input> };

/**
 * A form's check by its schema, which a loader imports at the first `load` or check rather than
 * with the page, which then paints and starts without it (decision 040). `load` is called when the
 * visitor first acts on the page. When the schema cannot be fetched (the visitor went offline), the
 * form sends its values as they are: the server checks the same and answers with the fields'
 * errors, or the failed call is told. The next check fetches it again.
 */
export function schemaCheck<Input, Values>(source: SchemaSource<Values, Input>) {
  let loading: Promise<Schema<Values, Input>> | undefined;
  const load = () => {
    loading ??= (typeof source === 'function' ? source() : Promise.resolve(source)).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const check = async (values: Input): Promise<CheckResult<Input, Values>> => {
    const schema = await load().catch(() => null);
    if (!schema) return { ok: true, values: values as unknown as Values };
    const result = await schema.safeParseAsync(values);
    return result.success
      ? { ok: true, values: result.data }
      : { ok: false, errors: errorsOfIssues<Input>(result.error.issues) };
  };
  return { load, check };
}
