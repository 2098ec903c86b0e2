import type { AuditEntry } from '@oneclick/shared';

/** An audit entry as the API lists it: this action with these details, recorded by nobody in particular. */
export function anAuditEntry(
  action: string,
  details: AuditEntry['details'],
  people: AuditEntry['people'] = {},
): AuditEntry {
  return {
    id: 1,
    action,
    details,
    people,
    actor: null,
    targetId: null,
    target: null,
    ip: null,
    createdAt: '2026-11-26T03:00:00.000Z',
  };
}
