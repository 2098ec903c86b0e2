import {
  type AuditAction,
  type AuditEntry,
  E_INVOICE_KINDS,
  formatMoney,
  isEditorScope,
  isRoleCode,
  LANGUAGES,
  type Language,
  ORDER_KINDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  UNMATCHED_TRANSFER_REASONS,
} from '@oneclick/shared';
import { roleName } from '../../i18n/role-name';
import type { QualifiedKey, QualifiedTFunction } from '../../i18n/translation-keys';
import { formatCalendarDate, formatFileSize } from '../../lib/format';

/** A value a sentence names: text, or an order, a key or an account the reader can open. */
export type Slot = string | { order: string } | { key: string } | { email: string };

/** The messages of the audit log's details (users.json, `audit.details` and `audit.phrases`). */
export type DetailsKey = Extract<QualifiedKey, `audit-log:audit.${'details' | 'phrases'}.${string}`>;

/** One sentence of an entry's details: its message, the values it names and the count its plural follows. */
export interface Sentence {
  key: DetailsKey;
  values: Record<string, Slot>;
  count?: number;
}

/** What the sentences are written with: `t` with the `users`, `orders` and `common` messages. */
export interface Wording {
  t: QualifiedTFunction;
  language: Language;
  /** An instant as its calendar day in the business time zone (`useBusinessDate`). */
  businessDate: (at: string) => string;
}

type Details = Record<string, unknown>;
type People = AuditEntry['people'];
/** An action's sentences: the first says what happened and is needed; the others are left out when null. */
type Sentences = (Sentence | null)[];
type Writer = (details: Details, words: Words, people: People) => Sentences;

/** The actions the server records without details. */
export const ACTIONS_WITHOUT_DETAILS = [
  'admin.setup',
  'admin.setup_link_created',
  'auth.registered',
  'auth.email_verified',
  'auth.password_reset',
  'auth.oauth_linked.google',
  'auth.oauth_linked.facebook',
  'auth.totp_enrolled',
  'auth.totp_removed',
  'auth.recovery_codes_renewed',
  'auth.second_factor_setup_link_sent',
  'auth.second_factor_setup_link_opened',
] as const satisfies readonly AuditAction[];

export type ActionWithDetails = Exclude<AuditAction, (typeof ACTIONS_WITHOUT_DETAILS)[number]>;

/** How an issued e-invoice is corrected (correctEInvoiceRequestSchema's `kind`). */
const E_INVOICE_CORRECTIONS = ['replacement', 'information'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  list.find((item) => item === value);

/**
 * A sentence with its values, or null when one of them is missing: a missing value leaves its
 * sentence out rather than showing an empty place or "null".
 */
function say(key: DetailsKey, values: Record<string, Slot | undefined> = {}): Sentence | null {
  const filled: Record<string, Slot> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === '') return null;
    filled[name] = value;
  }
  return { key, values: filled };
}

/** A sentence whose plural follows `counted` (and names it as `{{count}}`); null without a count. */
function sayCount(key: DetailsKey, counted: number | undefined, values: Record<string, Slot | undefined> = {}) {
  const sentence = say(key, values);
  return sentence && counted !== undefined ? { ...sentence, count: counted } : null;
}

/** The values of the details in the reader's words: names of packages, days, money, links. */
function wordsOf({ t, language, businessDate }: Wording) {
  const money = (amount: unknown, currency: unknown) => {
    const n = count(amount);
    const unit = oneOf(['USD', 'VND'] as const, currency);
    return n === undefined || !unit ? undefined : formatMoney(n, unit, language);
  };
  return {
    t,
    package: (code: unknown) => (isRoleCode(code) ? roleName(t, code) : undefined),
    months: (months: unknown) => {
      const n = count(months);
      return n === undefined ? undefined : t('audit-log:audit.phrases.months', { count: n });
    },
    days: (days: number) => t('common:planQuote.days', { count: days }),
    date: (at: unknown) => {
      const instant = text(at);
      return instant && !Number.isNaN(Date.parse(instant)) ? businessDate(instant) : undefined;
    },
    day: (day: unknown) => {
      const value = text(day);
      return value && DAY.test(value) ? formatCalendarDate(value, language) : undefined;
    },
    money,
    /** A whole number with the reader's thousands separators ("25,400", "25.400"). */
    number: (value: unknown) => {
      const n = count(value);
      return n === undefined ? undefined : new Intl.NumberFormat(language).format(n);
    },
    /** Bank transfers are in dong. */
    vnd: (amount: unknown) => money(amount, 'VND'),
    size: (bytes: unknown) => {
      const n = count(bytes);
      return n === undefined ? undefined : formatFileSize(n, language);
    },
    /** A language of the tutorials, named as the editors' access names it. */
    language: (code: unknown) => {
      const lang = oneOf(LANGUAGES, code);
      return lang && t(`users:editors.${lang === 'th' ? 'TH' : lang}`);
    },
    editorScope: (scope: unknown) => (isEditorScope(scope) ? t(`users:editors.${scope}`) : undefined),
    machine: (hostname: unknown, os: unknown) => {
      const host = text(hostname);
      const system = text(os);
      return host && system ? t('audit-log:audit.phrases.machine', { hostname: host, os: system }) : host;
    },
    order: (id: unknown): Slot | undefined => {
      const order = text(id);
      return order && { order };
    },
    key: (code: unknown): Slot | undefined => {
      const key = text(code);
      return key && { key };
    },
    email: (address: unknown): Slot | undefined => {
      const email = text(address);
      return email && { email };
    },
  };
}

type Words = ReturnType<typeof wordsOf>;

const person = (people: People, id: unknown): Slot | undefined => {
  const found = typeof id === 'string' ? people[id] : undefined;
  return found && { email: found.email };
};

/** A key's owner: a reseller's account, or nobody for the keys of direct sales. */
const owner = (words: Words, people: People, id: unknown): Slot | undefined =>
  id === null ? words.t('audit-log:audit.phrases.directSales') : person(people, id);

/** The plan a payment or a key gave, and the paid time it converted. */
function planSentences(details: Details, words: Words): Sentences {
  const converted = details.converted as Details | undefined;
  const remaining = count(converted?.remainingDays);
  const after = count(converted?.convertedDays);
  return [
    say('audit-log:audit.phrases.planUntil', { date: words.date(details.expiresAt) }),
    remaining === undefined || after === undefined
      ? null
      : say('audit-log:audit.phrases.converted', {
          remaining: words.days(remaining),
          from: words.package(converted?.fromAccountType),
          converted: words.days(after),
        }),
  ];
}

/** How a payment was seen: `admin`, `paypal:return` or `paypal:webhook`, `bank:<gateway>` and `bank:<gateway>:admin`. */
function paidVia(words: Words, via: unknown): string | undefined {
  const how = text(via);
  if (!how) return undefined;
  if (how === 'admin') return words.t('audit-log:audit.phrases.via.admin');
  if (how.startsWith('paypal:')) return words.t('audit-log:audit.phrases.via.paypal');
  const [source, gateway, byAdmin] = how.split(':');
  if (source === 'bank' && gateway) {
    return words.t(
      byAdmin === 'admin' ? 'audit-log:audit.phrases.via.bankByAdmin' : 'audit-log:audit.phrases.via.bank',
      {
        gateway,
      },
    );
  }
  return words.t('audit-log:audit.phrases.via.other', { via: how });
}

/** Why PayPal's capture did not pay its order: `order <status>`, `custom_id <id>`, `currency <code>`, `amount <value>`. */
function captureProblem(words: Words, problem: unknown): string | undefined {
  const said = text(problem);
  if (!said) return undefined;
  const [what, ...rest] = said.split(' ');
  const value = rest.join(' ');
  const status = oneOf(ORDER_STATUSES, value);
  if (what === 'order' && status) {
    return words.t('audit-log:audit.phrases.problems.order', { status: words.t(`orders:orderStatuses.${status}`) });
  }
  if (what === 'custom_id' && value) return words.t('audit-log:audit.phrases.problems.custom_id', { value });
  if (what === 'currency' && value) return words.t('audit-log:audit.phrases.problems.currency', { value });
  if (what === 'amount' && value && !Number.isNaN(Number(value))) {
    return words.t('audit-log:audit.phrases.problems.amount', {
      value: words.money(Math.round(Number(value) * 100), 'USD'),
    });
  }
  return said;
}

const refundOf = (details: Details) => say('audit-log:audit.phrases.paypalRefund', { refund: text(details.refundId) });
const machineOf = (d: Details, w: Words, key: DetailsKey) =>
  say(key, { machine: w.machine(d.hostname, d.os), version: text(d.version) });
const postOf = (d: Details, w: Words, key: DetailsKey) =>
  say(key, { title: text(d.title), language: w.language(d.lang) });
const categoryOf = (d: Details, w: Words, key: DetailsKey) =>
  say(key, { name: text(d.name), language: w.language(d.lang) });
const versionOf = (d: Details, key: DetailsKey) => say(key, { version: text(d.version) });
const noteOf = (d: Details, w: Words, key: DetailsKey): Sentences => [
  say(key, { amount: w.vnd(d.amount) }),
  say('audit-log:audit.phrases.paidOrder', { order: w.order(d.orderId) }),
  say('audit-log:audit.phrases.note', { note: text(d.note) }),
];

/** Each action's details in sentences, from the shapes the server's operations write. */
export const AUDIT_DETAILS: Record<ActionWithDetails, Writer> = {
  'auth.password_changed': (d) => [
    typeof d.keepDevices === 'boolean'
      ? say(`audit-log:audit.details.auth.password_changed.${d.keepDevices ? 'kept' : 'signedOut'}`)
      : null,
  ],
  'auth.company_changed': (d) => [
    d.taxCode === null
      ? say('audit-log:audit.details.auth.company_changed.noTaxCode')
      : say('audit-log:audit.details.auth.company_changed.taxCode', { taxCode: text(d.taxCode) }),
  ],
  'auth.passkey_added': (d) => [say('audit-log:audit.details.auth.passkey_added', { name: text(d.name) })],
  'auth.passkey_removed': (d) => [say('audit-log:audit.details.auth.passkey_removed', { name: text(d.name) })],
  'auth.recovery_code_used': (d) => [sayCount('audit-log:audit.details.auth.recovery_code_used.left', count(d.left))],
  'users.role_changed': (d, w) => [
    say('audit-log:audit.details.users.role_changed', { from: w.package(d.from), to: w.package(d.to) }),
  ],
  'users.editor_scope_changed': (d, w) => [
    d.from === null
      ? say('audit-log:audit.details.users.editor_scope_changed.granted', { to: w.editorScope(d.to) })
      : d.to === null
        ? say('audit-log:audit.details.users.editor_scope_changed.removed', { from: w.editorScope(d.from) })
        : say('audit-log:audit.details.users.editor_scope_changed.changed', {
            from: w.editorScope(d.from),
            to: w.editorScope(d.to),
          }),
  ],
  'users.second_factor_reset': (d) => [
    d.via === 'admin' || d.via === 'terminal'
      ? say(`audit-log:audit.details.users.second_factor_reset.${d.via}`)
      : null,
  ],
  'cms.category.created': (d, w) => [categoryOf(d, w, 'audit-log:audit.details.cms.category.created')],
  'cms.category.updated': (d, w) => [
    d.name !== undefined && d.lang !== undefined
      ? categoryOf(d, w, 'audit-log:audit.details.cms.category.updated.renamedAndMoved')
      : d.name !== undefined
        ? say('audit-log:audit.details.cms.category.updated.renamed', { name: text(d.name) })
        : say('audit-log:audit.details.cms.category.updated.moved', { language: w.language(d.lang) }),
  ],
  'cms.category.deleted': (d, w) => [categoryOf(d, w, 'audit-log:audit.details.cms.category.deleted')],
  'cms.post.created': (d, w) => [postOf(d, w, 'audit-log:audit.details.cms.post.created')],
  'cms.post.updated': (d, w) => [postOf(d, w, 'audit-log:audit.details.cms.post.updated')],
  'cms.post.deleted': (d, w) => [postOf(d, w, 'audit-log:audit.details.cms.post.deleted')],
  'licence_keys.generated': (d, w) => [
    sayCount('audit-log:audit.details.licence_keys.generated.batch', count(d.quantity), {
      package: w.package(d.accountType),
      months: w.months(d.months),
    }),
  ],
  'licence_key.redeemed': (d, w) => [
    say('audit-log:audit.details.licence_key.redeemed', {
      key: w.key(d.code),
      package: w.package(d.accountType),
      months: w.months(d.months),
    }),
    ...planSentences(d, w),
    d.renewal === true ? say('audit-log:audit.phrases.renewal') : null,
  ],
  'licence_key.reassigned': (d, w, people) => [
    say('audit-log:audit.details.licence_key.reassigned', {
      package: w.package(d.accountType),
      months: w.months(d.months),
      from: owner(w, people, d.from),
      to: owner(w, people, d.to),
    }),
  ],
  'licence_key.deleted': (d, w, people) => [
    say(`audit-log:audit.details.licence_key.deleted.${d.resellerId === null ? 'directSale' : 'reseller'}`, {
      key: w.key(d.code),
      package: w.package(d.accountType),
      months: w.months(d.months),
      ...(d.resellerId === null ? {} : { owner: person(people, d.resellerId) }),
    }),
  ],
  'machine.activate': (d, w) => [machineOf(d, w, 'audit-log:audit.details.machine.activate')],
  'machine.release': (d, w, people) => [
    say('audit-log:audit.details.machine.release.ofUser', {
      machine: w.machine(d.hostname, d.os),
      user: person(people, d.userId),
    }) ?? say('audit-log:audit.details.machine.release.alone', { machine: w.machine(d.hostname, d.os) }),
  ],
  'device.approve': (d, w) => [machineOf(d, w, 'audit-log:audit.details.device.approve')],
  'device.deny': (d, w) => [machineOf(d, w, 'audit-log:audit.details.device.deny')],
  'device.sign_in': (d, w) => [machineOf(d, w, 'audit-log:audit.details.device.sign_in')],
  'reseller_application.submitted': (d, w) => [
    say('audit-log:audit.details.reseller_application.submitted', { email: w.email(d.email) }),
  ],
  'reseller_application.updated': (d, w) => [
    say('audit-log:audit.details.reseller_application.updated', { email: w.email(d.email) }),
  ],
  'reseller_application.approved': (d) => [
    say('audit-log:audit.details.reseller_application.approved', { rate: count(d.commissionRate)?.toString() }),
  ],
  'reseller_application.declined': (d, w) => [
    say('audit-log:audit.details.reseller_application.declined', { email: w.email(d.email), reason: text(d.reason) }),
  ],
  'reseller.commission_changed': (d) => [
    say('audit-log:audit.details.reseller.commission_changed.changed', {
      from: count(d.from)?.toString(),
      to: count(d.to)?.toString(),
    }) ?? say('audit-log:audit.details.reseller.commission_changed.set', { to: count(d.to)?.toString() }),
  ],
  'reseller.revoked': (d) => [
    sayCount('audit-log:audit.details.reseller.revoked.unused', count(d.unusedKeys)),
    say('audit-log:audit.phrases.commissionWas', { rate: count(d.commissionRate)?.toString() }),
  ],
  'order.created': (d, w) => {
    const kind = oneOf(ORDER_KINDS, d.kind);
    const method = oneOf(PAYMENT_METHODS, d.method);
    return [
      say('audit-log:audit.details.order.created', {
        order: w.order(d.orderId),
        kind: kind && w.t(`orders:orders.kinds.${kind}`),
        amount: w.money(d.amount, d.currency),
        method: method && w.t(`audit-log:audit.phrases.methods.${method}`),
      }),
    ];
  },
  'order.paypal_started': (d, w) => [
    say('audit-log:audit.details.order.paypal_started', {
      order: w.order(d.orderId),
      paypalOrder: text(d.paypalOrderId),
    }),
  ],
  'order.paid': (d, w) => {
    const kind = oneOf(ORDER_KINDS, d.kind);
    const keys = Array.isArray(d.keyIds) ? d.keyIds.length : undefined;
    return [
      say('audit-log:audit.details.order.paid', {
        order: w.order(d.orderId),
        kind: kind && w.t(`orders:orders.kinds.${kind}`),
        amount: w.money(d.amount, d.currency),
        via: paidVia(w, d.via),
      }),
      say('audit-log:audit.phrases.receipt', { receipt: text(d.receiptNumber) }),
      ...planSentences(d, w),
      sayCount('audit-log:audit.phrases.keysIssued', keys),
    ];
  },
  'order.payment_denied': (d, w) => [
    say('audit-log:audit.details.order.payment_denied', { order: w.order(d.orderId), capture: text(d.captureId) }),
  ],
  'order.payment_refused': (d, w) => [
    say('audit-log:audit.details.order.payment_refused', {
      order: w.order(d.orderId),
      capture: text(d.captureId),
      problem: captureProblem(w, d.problem),
    }),
    d.refund === true ? say('audit-log:audit.phrases.refundFollows') : null,
  ],
  'order.transfer_confirmed': (d, w) => [
    say('audit-log:audit.details.order.transfer_confirmed', { order: w.order(d.orderId) }),
  ],
  'order.cancelled': (d, w) => [
    d.byCustomer === true
      ? say('audit-log:audit.details.order.cancelled.byCustomer', { order: w.order(d.orderId) })
      : (say('audit-log:audit.details.order.cancelled.because', {
          order: w.order(d.orderId),
          reason: text(d.reason),
        }) ?? say('audit-log:audit.details.order.cancelled.plain', { order: w.order(d.orderId) })),
  ],
  'order.expired': (d, w) => [say('audit-log:audit.details.order.expired', { order: w.order(d.orderId) })],
  'order.refunded': (d, w) => [
    say('audit-log:audit.details.order.refunded', { order: w.order(d.orderId) }),
    d.reason === 'cancelled' ? say('audit-log:audit.phrases.cancelledFirst') : null,
    refundOf(d),
    say('audit-log:audit.phrases.note', { note: text(d.note) }),
  ],
  'order.partly_refunded': (d, w) => [
    say('audit-log:audit.details.order.partly_refunded', {
      order: w.order(d.orderId),
      amount: w.money(d.amount, 'USD'),
    }),
    refundOf(d),
  ],
  'order.extra_payment_refunded': (d, w) => [
    say('audit-log:audit.details.order.extra_payment_refunded', {
      order: w.order(d.orderId),
      capture: text(d.captureId),
    }),
    refundOf(d),
  ],
  'bank_transfer.received': (d, w) => {
    const reason = oneOf(UNMATCHED_TRANSFER_REASONS, d.unmatchedReason);
    const amount = w.vnd(d.amount);
    if (reason === 'MORE_THAN_DUE') {
      return [say('audit-log:audit.details.bank_transfer.received.paidMore', { amount, order: w.order(d.orderId) })];
    }
    if (reason) {
      return [
        say('audit-log:audit.details.bank_transfer.received.unmatched', {
          amount,
          reason: w.t(`payments:unmatched.reasons.${reason}`),
        }),
      ];
    }
    return [
      say('audit-log:audit.details.bank_transfer.received.paid', { amount, order: w.order(d.orderId) }) ??
        say('audit-log:audit.details.bank_transfer.received.plain', { amount }),
    ];
  },
  'bank_transfer.matched': (d, w) => [
    say('audit-log:audit.details.bank_transfer.matched', {
      amount: w.vnd(d.amount),
      order: w.order(d.orderId),
      due: w.vnd(d.due),
    }),
    say('audit-log:audit.phrases.acceptedBecause', { reason: text(d.reason) }),
  ],
  'bank_transfer.refunded': (d, w) => noteOf(d, w, 'audit-log:audit.details.bank_transfer.refunded'),
  'bank_transfer.dismissed': (d, w) => noteOf(d, w, 'audit-log:audit.details.bank_transfer.dismissed'),
  'release.created': (d) => [versionOf(d, 'audit-log:audit.details.release.created')],
  'release.published': (d, w) => [
    say('audit-log:audit.details.release.published', {
      version: text(d.version),
      size: w.size(d.size),
      sha256: text(d.sha256),
    }),
  ],
  'release.withdrawn': (d) => [versionOf(d, 'audit-log:audit.details.release.withdrawn')],
  'release.deleted': (d) => [
    versionOf(d, `audit-log:audit.details.release.deleted.${d.uploadFailed === true ? 'uploadFailed' : 'draft'}`),
  ],
  'renewal.reminded': (d, w) => {
    const stage = count(d.stage);
    const date = w.date(d.planEndsAt);
    return [
      stage === 0
        ? say('audit-log:audit.details.renewal.reminded.onTheDay', { date })
        : sayCount('audit-log:audit.details.renewal.reminded.before', stage, { date }),
    ];
  },
  'renewal.reminders_changed': (d) => [
    typeof d.renewalReminders === 'boolean'
      ? say(`audit-log:audit.details.renewal.reminders_changed.${d.renewalReminders ? 'on' : 'off'}`)
      : null,
  ],
  'renewal.digest_sent': (d, w) => [
    sayCount('audit-log:audit.details.renewal.digest_sent.plans', count(d.total), { week: w.day(d.weekOf) }),
  ],
  'e_invoice.issued': (d, w) => {
    const kind = oneOf(E_INVOICE_KINDS, d.kind);
    return [
      say('audit-log:audit.details.e_invoice.issued', {
        order: w.order(d.orderId),
        kind: kind && w.t(`audit-log:audit.phrases.eInvoiceKinds.${kind}`),
        invoiceNo: text(d.invoiceNo),
      }),
    ];
  },
  'e_invoice.retried': (d, w) => [
    say('audit-log:audit.details.e_invoice.retried.refused', { order: w.order(d.orderId), problem: text(d.problem) }) ??
      say('audit-log:audit.details.e_invoice.retried.plain', { order: w.order(d.orderId) }),
  ],
  'e_invoice.corrected': (d, w) => {
    const correction = oneOf(E_INVOICE_CORRECTIONS, d.correction);
    return [
      say('audit-log:audit.details.e_invoice.corrected', {
        order: w.order(d.orderId),
        invoiceNo: text(d.invoiceNo),
        correction: correction && w.t(`audit-log:audit.phrases.eInvoiceCorrections.${correction}`),
        agreementReference: text(d.agreementReference),
      }),
    ];
  },
  'exchange_rate.set': (d, w) => [
    say('audit-log:audit.details.exchange_rate.set.replaced', {
      day: w.day(d.day),
      rate: w.number(d.vndPerUsd),
      previous: w.number(d.previous),
    }) ?? say('audit-log:audit.details.exchange_rate.set.first', { day: w.day(d.day), rate: w.number(d.vndPerUsd) }),
  ],
  'backup.taken': (d, w) => [
    typeof d.encrypted === 'boolean'
      ? say(`audit-log:audit.details.backup.taken.${d.encrypted ? 'encrypted' : 'notEncrypted'}`, {
          file: text(d.file),
          size: w.size(d.bytes),
          sha256: text(d.sha256),
        })
      : null,
  ],
};

const hasWriter = (action: string): action is ActionWithDetails => Object.hasOwn(AUDIT_DETAILS, action);

/** "planEndsAt" as "Plan ends at": a name the fallback can show. */
function fieldName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value of details no sentence knows, readably: a date as a day, an order or account as a link, yes or no. */
function fieldValue(name: string, value: unknown, words: Words, people: People): Slot | undefined {
  if (typeof value === 'boolean') return words.t(`audit-log:audit.phrases.${value ? 'yes' : 'no'}`);
  if (typeof value === 'number') return name === 'accountType' ? words.package(value) : String(value);
  const said = text(value);
  if (!said) return undefined;
  if (name === 'orderId') return words.order(said);
  if (UUID.test(said)) return person(people, said) ?? said;
  if (INSTANT.test(said)) return words.date(said);
  if (DAY.test(said)) return words.day(said);
  if (said.includes('@') && !said.includes(' ')) return words.email(said);
  return said;
}

/** Details no sentence fits (an action no longer recorded, a shape of older entries): each plain value by its name. */
function fieldSentences(details: Details, words: Words, people: People): Sentence[] {
  return Object.entries(details).flatMap(([name, value]) => {
    const sentence = say('audit-log:audit.phrases.field', {
      name: fieldName(name),
      value: fieldValue(name, value, words, people),
    });
    return sentence ? [sentence] : [];
  });
}

/**
 * An audit entry's details as sentences in the reader's language: dates as days in the business
 * time zone, money in its currency, packages and roles by name, and the orders, keys and accounts
 * it names as links. Nothing missing or null is said; details of a shape no sentence knows are
 * listed by name.
 */
export function auditDetailSentences({ action, details, people }: AuditEntry, wording: Wording): Sentence[] {
  if (!details) return [];
  const words = wordsOf(wording);
  if (hasWriter(action)) {
    const [first, ...more] = AUDIT_DETAILS[action](details, words, people);
    if (first) return [first, ...more.filter((sentence) => sentence !== null)];
  }
  return fieldSentences(details, words, people);
}
