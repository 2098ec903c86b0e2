import { effectiveRole, isEditorScope, type RoleCode, type UserSummary } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

const reseller = alias(users, 'reseller');

/**
 * What a summary shows of an account: only these columns, as a page holds 200 accounts and each
 * column read costs (on the embedded database, all 22 of a row took two thirds of a page's time).
 */
const summaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  expiresAt: users.expiresAt,
  country: users.country,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
  isReseller: users.isReseller,
  commissionRate: users.commissionRate,
  editorScope: users.editorScope,
  resellerId: users.resellerId,
};

/** Users with the reseller whose key activated them, as the dashboard lists them. */
export function selectUserSummaries(db: ReadOnlyDatabase) {
  return db
    .select({ user: summaryColumns, reseller: { id: reseller.id, name: reseller.name, email: reseller.email } })
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
    emailVerified: user.emailVerified,
    isReseller: user.isReseller,
    commissionRate: user.commissionRate,
    editor: isEditorScope(user.editorScope) ? user.editorScope : null,
    reseller: reseller?.id ? reseller : null,
  };
}
