import type { Language } from './languages.js';

/** US dollars from cents, as a reader of `language` writes them; whole dollars without `.00`. */
export function formatUsd(cents: number, language: Language): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/** Dong, which have no minor unit. */
export function formatVnd(dong: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'VND' }).format(dong);
}

/** An amount in minor units of its currency (cents, or whole dong): the one way the web and the e-mails write money. */
export function formatMoney(amount: number, currency: 'USD' | 'VND', language: Language): string {
  return currency === 'USD' ? formatUsd(amount, language) : formatVnd(amount, language);
}
