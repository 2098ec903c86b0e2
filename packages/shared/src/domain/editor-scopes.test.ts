import { describe, expect, it } from 'vitest';
import { editorScopeCovers } from './editor-scopes.js';

describe('editorScopeCovers', () => {
  it('lets an admin editor edit every language', () => {
    for (const language of ['vi', 'en-US', 'th'] as const) expect(editorScopeCovers('admin', language)).toBe(true);
  });

  it('lets a language editor edit only that language, with Thai spelled TH', () => {
    expect(editorScopeCovers('TH', 'th')).toBe(true);
    expect(editorScopeCovers('TH', 'vi')).toBe(false);
    expect(editorScopeCovers('vi', 'vi')).toBe(true);
    expect(editorScopeCovers('en-US', 'th')).toBe(false);
  });

  it('lets nobody without a scope edit', () => {
    expect(editorScopeCovers(null, 'vi')).toBe(false);
  });
});
