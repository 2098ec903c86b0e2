import { readFileSync } from 'node:fs';
import path from 'node:path';

export const LANGUAGES = ['vi', 'en-US', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];

const I18N_DIR = path.resolve(import.meta.dirname, '../../packages/shared/src/i18n');

/** The shipped messages, so a test checks what a reader of that language sees. */
export function messages(language: Language, namespace: string): Record<string, any> {
  return JSON.parse(readFileSync(path.join(I18N_DIR, language, `${namespace}.json`), 'utf8'));
}
