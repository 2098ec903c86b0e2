import type { SecondFactorMethod } from '@oneclick/shared';
import { and, eq, exists, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReadOnlyDatabase } from '../db/client.js';
import { passkeys, totpCredentials } from '../db/schema/index.js';

/**
 * Whether the account in `userId` (the users' column of a query) has a confirmed authenticator
 * app, and whether it has passkeys, as columns of that query: `methodsOf` reads them.
 */
export function secondFactorColumns(db: ReadOnlyDatabase, userId: AnyPgColumn) {
  const one = { one: sql`1` };
  return {
    hasTotp: exists(
      db
        .select(one)
        .from(totpCredentials)
        .where(and(eq(totpCredentials.userId, userId), isNotNull(totpCredentials.confirmedAt))),
    ).mapWith(Boolean),
    hasPasskey: exists(db.select(one).from(passkeys).where(eq(passkeys.userId, userId))).mapWith(Boolean),
  };
}

/** How an account can prove a second factor: a confirmed authenticator app, passkeys. None: not enrolled. */
export function methodsOf({ hasTotp, hasPasskey }: { hasTotp: boolean; hasPasskey: boolean }): SecondFactorMethod[] {
  return [...(hasTotp ? (['totp'] as const) : []), ...(hasPasskey ? (['passkey'] as const) : [])];
}
