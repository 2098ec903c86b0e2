import { readFileSync } from 'node:fs';
import path from 'node:path';

export const LANGUAGES = ['vi', 'en-US', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];

const I18N_DIR = path.resolve(import.meta.dirname, '../../packages/shared/src/i18n');

/** The shipped messages, so a test checks what a reader of that language sees. */
export function messages(language: Language, namespace: string): Record<string, any> {
  return JSON.parse(readFileSync(path.join(I18N_DIR, language, `${namespace}.json`), 'utf8'));
}

/** The namespaces the staff dashboard reads: its own and its sections'. */
const DASHBOARD_NAMESPACES = [
  'dashboard',
  'users',
  'licence-keys',
  'sales',
  'releases',
  'backups',
  'audit-log',
  'orders',
  'payments',
  'resellers',
];

/**
 * The staff dashboard's messages as its reader sees them on one screen: the namespaces of the
 * dashboard and its sections side by side, with the e-mail preview's and the list search's.
 */
export function dashboardMessages(language: Language): Record<string, any> {
  return Object.assign({}, ...DASHBOARD_NAMESPACES.map((namespace) => messages(language, namespace)), {
    emailPreview: messages(language, 'emails').emailPreview,
    search: Object.assign(
      {},
      ...['common', 'orders', 'licence-keys', 'audit-log'].map((namespace) => messages(language, namespace).search),
    ),
  });
}

/** An order's pages as the buyer reads them: the order's messages and the ways to pay it. */
export function orderMessages(language: Language): Record<string, any> {
  return { ...messages(language, 'orders'), ...messages(language, 'payments') };
}
