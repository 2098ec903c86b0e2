import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, initI18n, storedLanguage } from './i18n';

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

describe('changeLanguage', () => {
  it('ends in the language asked for last, even when an earlier switch loads for longer', async () => {
    await initI18n('th');
    await initI18n('en-US');
    // Thai's messages are in already; Vietnamese ones still have to load.
    await Promise.all([changeLanguage('vi'), changeLanguage('th')]);
    expect(currentLanguage()).toBe('th');
    expect(document.documentElement.lang).toBe('th');
  });
});

describe('initI18n', () => {
  it("leaves the page's lang alone when it is the language already, as on a prerendered page", async () => {
    document.documentElement.lang = 'vi';
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.documentElement, { attributeFilter: ['lang'] });
    const changesSoFar = () => [...changes, ...observer.takeRecords()].length;
    await initI18n('vi');
    const unchanged = changesSoFar();
    await initI18n('th');
    const switched = changesSoFar();
    observer.disconnect();

    expect(unchanged).toBe(0);
    expect(switched).toBe(1);
    expect(document.documentElement.lang).toBe('th');
  });
});
