import { describe, expect, it } from 'vitest';
import { saveNextUrl, takeNextUrl } from './next-url';

describe('next URL', () => {
  it('is read once', () => {
    saveNextUrl('/invoice_en');
    expect(takeNextUrl()).toBe('/invoice_en');
    expect(takeNextUrl()).toBeNull();
  });

  it.each(['//evil.example', 'https://evil.example', 'javascript:alert(1)'])(
    'ignores %s, even when stored by hand',
    (url) => {
      saveNextUrl(url);
      expect(takeNextUrl()).toBeNull();
      localStorage.setItem('next_url', url);
      expect(takeNextUrl()).toBeNull();
      expect(localStorage.getItem('next_url')).toBeNull();
    },
  );
});
