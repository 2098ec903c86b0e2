import { effectiveRole, isEditorScope, parseLanguage, type RoleCode, type SessionUser } from '@oneclick/shared';
import type { UserRow } from '../db/schema/index.js';

/** What the browser may know about the signed-in user; `secondFactor`: this session proved one. */
export function toSessionUser(row: UserRow, secondFactor: boolean, now: Date = new Date()): SessionUser {
  const role = row.role as RoleCode;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role,
    effectiveRole: effectiveRole(role, row.expiresAt, now),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    country: row.country,
    language: parseLanguage(row.language),
    isReseller: row.isReseller,
    commissionRate: row.commissionRate,
    editor: isEditorScope(row.editorScope) ? row.editorScope : null,
    secondFactor,
    company: {
      companyName: row.companyName,
      companyAddress: row.companyAddress,
      taxCode: row.taxCode,
      personalId: row.personalId,
    },
  };
}
