import { afterEach, describe, expect, it } from 'vitest';
import { storedLanguage } from './i18n';

function clearLanguage() {
  localStorage.removeItem('one_language');
  document.cookie = 'one_language=; Path=/; Max-Age=0';
}

describe('storedLanguage', () => {
  afterEach(clearLanguage);

  it('is the default, en-US, for a first visit', () => {
    clearLanguage();
    expect(storedLanguage()).toBe('en-US');
  });

  it('reads local storage first', () => {
    localStorage.setItem('one_language', 'th');
    document.cookie = 'one_language=vi; Path=/';
    expect(storedLanguage()).toBe('th');
  });

  it('falls back on the cookie the server reads, as when storage is off', () => {
    localStorage.removeItem('one_language');
    document.cookie = 'one_language=vi; Path=/';
    expect(storedLanguage()).toBe('vi');
  });
});
