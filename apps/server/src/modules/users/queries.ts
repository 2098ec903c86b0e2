import { effectiveRole, isEditorScope, type RoleCode, type UserSummary } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

const reseller = alias(users, 'reseller');

/** Users with the reseller whose key activated them, as the dashboard lists them. */
export function selectUserSummaries(db: ReadOnlyDatabase) {
  return db
    .select({ user: users, reseller: { id: reseller.id, name: reseller.name, email: reseller.email } })
    .from(users)
    .leftJoin(reseller, eq(reseller.id, users.resellerId));
}

type SelectedUser = Awaited<ReturnType<typeof selectUserSummaries>>[number];

export function toUserSummary({ user, reseller }: SelectedUser, now: Date = new Date()): UserSummary {
  const role = user.role as RoleCode;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role,
    effectiveRole: effectiveRole(role, user.expiresAt, now),
    expiresAt: user.expiresAt?.toISOString() ?? null,
    country: user.country,
    emailVerified: user.emailVerifiedAt !== null,
    isReseller: user.isReseller,
    commissionRate: user.commissionRate,
    editor: isEditorScope(user.editorScope) ? user.editorScope : null,
    reseller: reseller?.id ? reseller : null,
  };
}
