import type { AuditEntry, RoleCode } from '@oneclick/shared';
import { describe, expect, it } from 'vitest';
import { auditDetailsText } from './audit-details';

const NAMES: Record<RoleCode, string> = {
  0: 'Super Admin',
  1: 'Admin',
  2: 'Reseller',
  3: 'Trial',
  4: 'Free',
  5: 'Pro',
  6: 'Premium',
  7: 'Enterprise',
  8: 'Pro Designer',
};
const roleName = (role: RoleCode) => NAMES[role];

function entry(action: string, details: AuditEntry['details']): AuditEntry {
  return {
    id: 1,
    action,
    details,
    actor: null,
    targetId: null,
    target: null,
    ip: null,
    createdAt: '2026-11-26T03:00:00.000Z',
  };
}

describe('auditDetailsText', () => {
  it('names both roles of a role change', () => {
    expect(auditDetailsText(entry('users.role_changed', { from: 5, to: 1 }), roleName)).toBe('Pro → Admin');
  });

  it('names the package of a batch of keys and leaves out its key ids', () => {
    const details = { quantity: 3, accountType: 6, months: 12, keyIds: ['a', 'b', 'c'] };
    expect(auditDetailsText(entry('licence_keys.generated', details), roleName)).toBe(
      'quantity: 3 · accountType: Premium · months: 12',
    );
  });

  it('shows a value that is not a role as it is', () => {
    expect(auditDetailsText(entry('users.role_changed', { from: 5, to: 42 }), roleName)).toBe('from: 5 · to: 42');
    expect(auditDetailsText(entry('users.editor_scope_changed', { from: null, to: 'vi' }), roleName)).toBe(
      'from: null · to: vi',
    );
  });

  it('says nothing without details', () => {
    expect(auditDetailsText(entry('users.role_changed', null), roleName)).toBe('');
  });
});
