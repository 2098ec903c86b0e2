import type {
  AuditLogQuery,
  EInvoiceListQuery,
  EmailTemplateName,
  Language,
  LicenceKeyListQuery,
  LinkCheckRequest,
  OrderListQuery,
  RenewalListQuery,
  ResellerApplicationListQuery,
  SalesReportQuery,
  SalesSummaryQuery,
  UnmatchedTransferListQuery,
  UserListQuery,
} from '@oneclick/shared';

/*
 * The key of every cached query, one factory per feature. They live here rather than in each feature
 * because a write in one feature refreshes another's lists (a reseller's approval refreshes `users`)
 * and shared components read features' queries (the reseller select reads the users list).
 * A factory's `all` is the first key of everything it names: refreshing it refreshes them all.
 * The session's and the site's keys are their queries' own (`sessionQuery.queryKey`): the app shell
 * carries those two queries, and not this file.
 */

export const auditLogKeys = {
  all: ['audit-log'] as const,
  list: (query: AuditLogQuery) => [...auditLogKeys.all, query] as const,
};

export const authKeys = {
  checkLink: ({ purpose, token }: LinkCheckRequest) => ['check-link', purpose, token] as const,
  verifyEmail: (token: string) => ['verify-email', token] as const,
  loginLink: (token: string) => ['login-link', token] as const,
};

export const cmsKeys = {
  all: ['cms'] as const,
  categories: (page: number) => [...cmsKeys.all, 'categories', page] as const,
  categoryOptions: (lang: Language) => [...cmsKeys.all, 'category-options', lang] as const,
  posts: (page: number) => [...cmsKeys.all, 'posts', page] as const,
};

export const deviceKeys = {
  requests: ['device', 'request'] as const,
  request: (userCode: string) => [...deviceKeys.requests, userCode] as const,
};

/** Legal e-invoices: the admins' list, the buyer's own, and the exchange rates USD orders' invoices wait for. */
export const eInvoicesKeys = {
  all: ['e-invoices'] as const,
  list: (query: EInvoiceListQuery) => [...eInvoicesKeys.all, 'list', query] as const,
  mine: ['e-invoices', 'mine'] as const,
  rates: ['e-invoices', 'rates'] as const,
};

export const licenceKeysKeys = {
  all: ['licence-keys'] as const,
  list: (query: LicenceKeyListQuery) => [...licenceKeysKeys.all, query] as const,
};

export const licencesKeys = {
  machines: ['licences', 'machines'] as const,
  mine: ['licences', 'machines', 'mine'] as const,
  customerMachines: (userId: string) => [...licencesKeys.machines, userId] as const,
};

export const ordersKeys = {
  all: ['orders'] as const,
  list: (query: OrderListQuery) => [...ordersKeys.all, 'list', query] as const,
  mine: ['orders', 'mine'] as const,
  minePage: (page: number) => [...ordersKeys.mine, page] as const,
  order: (id: string) => [...ordersKeys.all, id] as const,
  planQuote: (id: string) => [...ordersKeys.order(id), 'plan-quote'] as const,
};

/** The bank transfers the dashboard matches to orders. */
export const paymentsKeys = {
  all: ['payments'] as const,
  unmatched: (state: NonNullable<UnmatchedTransferListQuery['state']>, page: number) =>
    [...paymentsKeys.all, 'bank', 'unmatched', state, page] as const,
  ordersToMatch: (q: string) => [...paymentsKeys.all, 'bank', 'orders-to-match', q] as const,
  namingOrder: (orderId: string) => [...paymentsKeys.all, 'bank', 'naming-order', orderId] as const,
};

export const releasesKeys = {
  all: ['releases'] as const,
};

export const resellersKeys = {
  all: ['resellers'] as const,
  list: (page: number) => [...resellersKeys.all, page] as const,
  mine: ['resellers', 'me'] as const,
};

export const resellerApplicationsKeys = {
  all: ['reseller-applications'] as const,
  list: (query: ResellerApplicationListQuery) => [...resellerApplicationsKeys.all, query] as const,
};

export const salesKeys = {
  all: ['sales'] as const,
  summary: (query: SalesSummaryQuery) => [...salesKeys.all, 'summary', query] as const,
  report: (query: SalesReportQuery) => [...salesKeys.all, 'report', query] as const,
};

export const secondFactorKeys = {
  all: ['second-factor'] as const,
  setupLink: (token: string) => ['second-factor-setup-link', token] as const,
};

export const tutorialsKeys = {
  all: ['tutorials'] as const,
  list: (lang: Language, search: string) => [...tutorialsKeys.all, lang, search] as const,
  /** One tutorial, cached apart from the lists. */
  one: ['tutorial'] as const,
  tutorial: (id: string) => [...tutorialsKeys.one, id] as const,
};

export const usersKeys = {
  all: ['users'] as const,
  list: (query: UserListQuery) => [...usersKeys.all, query] as const,
};

export const emailsKeys = {
  preview: (template: EmailTemplateName, language: Language) => ['emails', 'preview', template, language] as const,
};

export const renewalsKeys = {
  all: ['renewals'] as const,
  mine: ['renewals', 'mine'] as const,
  list: (query: RenewalListQuery) => [...renewalsKeys.all, 'list', query] as const,
};

export const backupsKeys = {
  last: ['backups', 'last'] as const,
};

/** What shared components cache that is not the API's. */
export const localKeys = {
  countryOptions: (language: Language) => ['country-options', language] as const,
  qrCode: (text: string, size: number) => ['qr-code', text, size] as const,
};
