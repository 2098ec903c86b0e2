import { describe, expect, it } from 'vitest';
import { authFlags } from './auth-flags.js';

describe('authFlags', () => {
  it('has no flags for a visitor', () => {
    expect(authFlags(null)).toEqual({
      isAuthenticated: false,
      isAdmin: false,
      isReseller: false,
      isEditor: false,
      editorScope: null,
    });
  });

  it('makes roles 0 and 1 admins, and nobody else', () => {
    expect(authFlags({ role: 0, isReseller: false, editor: null }).isAdmin).toBe(true);
    expect(authFlags({ role: 1, isReseller: false, editor: null }).isAdmin).toBe(true);
    expect(authFlags({ role: 2, isReseller: true, editor: null }).isAdmin).toBe(false);
  });

  it('reads the reseller flag and the editor scope', () => {
    const flags = authFlags({ role: 4, isReseller: true, editor: 'TH' });
    expect(flags).toMatchObject({ isAuthenticated: true, isReseller: true, isEditor: true, editorScope: 'TH' });
  });
});
