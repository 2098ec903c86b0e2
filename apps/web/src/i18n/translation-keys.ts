import type { TFunction } from '@oneclick/shared';
import type apiErrors from '@oneclick/shared/i18n/en-US/api-errors.json';
import type auth from '@oneclick/shared/i18n/en-US/auth.json';
import type cms from '@oneclick/shared/i18n/en-US/cms.json';
import type common from '@oneclick/shared/i18n/en-US/common.json';
import type dashboard from '@oneclick/shared/i18n/en-US/dashboard.json';
import type eInvoices from '@oneclick/shared/i18n/en-US/e-invoices.json';
import type emails from '@oneclick/shared/i18n/en-US/emails.json';
import type home from '@oneclick/shared/i18n/en-US/home.json';
import type licences from '@oneclick/shared/i18n/en-US/licences.json';
import type orders from '@oneclick/shared/i18n/en-US/orders.json';
import type payments from '@oneclick/shared/i18n/en-US/payments.json';
import type policies from '@oneclick/shared/i18n/en-US/policies.json';
import type pricing from '@oneclick/shared/i18n/en-US/pricing.json';
import type renewals from '@oneclick/shared/i18n/en-US/renewals.json';
import type resellers from '@oneclick/shared/i18n/en-US/resellers.json';
import type secondFactor from '@oneclick/shared/i18n/en-US/second-factor.json';
import type support from '@oneclick/shared/i18n/en-US/support.json';
import type tutorials from '@oneclick/shared/i18n/en-US/tutorials.json';
import type users from '@oneclick/shared/i18n/en-US/users.json';
import type validation from '@oneclick/shared/i18n/en-US/validation.json';
import type auditLog from '@oneclick/shared/i18n/en-US/audit-log.json';
import type backups from '@oneclick/shared/i18n/en-US/backups.json';
import type licenceKeys from '@oneclick/shared/i18n/en-US/licence-keys.json';
import type releases from '@oneclick/shared/i18n/en-US/releases.json';
import type sales from '@oneclick/shared/i18n/en-US/sales.json';

/**
 * Every namespace's messages as the en-US file has them: the source of the keys `t()` accepts.
 * The other languages are held to the same keys by packages/shared/src/i18n/messages.test.ts.
 */
interface Catalogue {
  'api-errors': typeof apiErrors;
  'audit-log': typeof auditLog;
  backups: typeof backups;
  'licence-keys': typeof licenceKeys;
  releases: typeof releases;
  sales: typeof sales;
  auth: typeof auth;
  cms: typeof cms;
  common: typeof common;
  dashboard: typeof dashboard;
  'e-invoices': typeof eInvoices;
  emails: typeof emails;
  home: typeof home;
  licences: typeof licences;
  orders: typeof orders;
  payments: typeof payments;
  policies: typeof policies;
  pricing: typeof pricing;
  renewals: typeof renewals;
  resellers: typeof resellers;
  'second-factor': typeof secondFactor;
  support: typeof support;
  tutorials: typeof tutorials;
  users: typeof users;
  validation: typeof validation;
}

export type Namespace = keyof Catalogue;

/** `seats_one` and `seats_other` are asked for as `seats`, with a count. */
type PluralBase<Key extends string> = Key extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : never;

/** The dotted paths to every text, and to every object or list (asked for with `returnObjects`). */
type Paths<Messages> = {
  [Key in keyof Messages & string]: Messages[Key] extends string
    ? Key | PluralBase<Key>
    : Messages[Key] extends readonly unknown[]
      ? Key
      : Key | `${Key}.${Paths<Messages[Key]>}`;
}[keyof Messages & string];

/** A key of any namespace, named with its namespace: `common:roles.2`. */
export type QualifiedKey = { [Name in Namespace]: `${Name}:${Paths<Catalogue[Name]>}` }[Namespace];

/** The keys a `t()` bound to these namespaces accepts: theirs unqualified, and any namespace's qualified. */
export type TranslationKey<Names extends Namespace> =
  (Names extends Namespace ? Paths<Catalogue[Names]> : never) | QualifiedKey;

/** A `t()` that takes any namespace's key, named with its namespace: what helpers outside a component take. */
export type QualifiedTFunction = TFunction<QualifiedKey>;
