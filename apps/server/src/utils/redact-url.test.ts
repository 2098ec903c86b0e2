import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.js';

describe('redactUrl', () => {
  it('hides one-time secrets in the query string', () => {
    expect(redactUrl('/api/v1/auth/verify?token=abc123&lang=vi')).toBe(
      '/api/v1/auth/verify?token=%5BREDACTED%5D&lang=vi',
    );
    expect(redactUrl('/oauth/callback?Code=x&STATE=y')).not.toMatch(/=x|=y/);
  });

  it('hides them when their name is percent-encoded', () => {
    expect(redactUrl('/api/v1/auth/verify?%74oken=abc123')).not.toContain('abc123');
  });

  it('leaves other URLs as they are', () => {
    expect(redactUrl('/videos?post=3')).toBe('/videos?post=3');
    expect(redactUrl('/pricing')).toBe('/pricing');
  });
});
