import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.js';

describe('securityHeaders', () => {
  it('asks browsers to keep to https, and to upgrade requests, only when the portal is served over https', () => {
    const secure = securityHeaders('https://portal.example');
    expect(secure['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(secure['content-security-policy']).toMatch(/;upgrade-insecure-requests$/);

    const local = securityHeaders('http://localhost:3000');
    expect(local['strict-transport-security']).toBeUndefined();
    expect(local['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('allows scripts from the portal only', () => {
    const csp = securityHeaders('http://localhost:3000')['content-security-policy'] ?? '';
    expect(csp.split(';')).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe|\*)/);
  });
});
