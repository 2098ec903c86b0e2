/**
 * The schemas of the forms on the public pages, each passed to `useApiForm` as a loader
 * (`() => import('../lib/public-form-schemas').then((m) => m.loginRequestSchema)`): they and zod
 * are fetched when the visitor first acts on the page, not with it (decision 040).
 */
export {
  emailRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resellerApplicationRequestSchema,
  secondFactorCodeRequestSchema,
} from '@oneclick/shared';
