import { DEVICE_TOKEN_IDLE_DAYS } from '@oneclick/shared';
import { and, eq, gt, isNotNull, isNull, lt, ne, notExists, sql } from 'drizzle-orm';
import { runAsSystem, type SystemDeps } from './unit-of-work.js';
import {
  deviceAuthorizations,
  deviceTokens,
  emailOutbox,
  loginDeviceCookies,
  oneTimeTokens,
  rateLimitBuckets,
  sessions,
} from '../db/schema/index.js';

/** How long a sent e-mail's row (address and subject, its body already emptied) is kept. */
export const SENT_MAIL_KEPT_DAYS = 30;
/** Used or expired links are kept a day, so a late click still says "used" or "expired". */
const SPENT_TOKENS_KEPT_DAYS = 1;

export interface PurgeCounts {
  sessions: number;
  tokens: number;
  buckets: number;
  sentMail: number;
  deadLinkMail: number;
  deviceCodes: number;
  loginDevices: number;
  deviceTokens: number;
}

/**
 * Deletes what can no longer be used: expired sessions and login device cookies, spent links, past
 * rate-limit windows, old sent mail, device codes a day past their expiry (so a late poll still
 * reads "expired"), and device tokens unused for DEVICE_TOKEN_IDLE_DAYS (revoked ones go too,
 * once that long unused). Empties the bodies of e-mails whose link can no longer be used.
 */
export async function purgeExpired(system: SystemDeps): Promise<PurgeCounts> {
  return runAsSystem(system, async ({ tx }) => {
    const expiredSessions = await tx
      .delete(sessions)
      .where(lt(sessions.expiresAt, sql`now()`))
      .returning({ id: sessions.id });
    const expiredLoginDevices = await tx
      .delete(loginDeviceCookies)
      .where(lt(loginDeviceCookies.expiresAt, sql`now()`))
      .returning({ id: loginDeviceCookies.id });
    // A link is dead once its token is used, expired or already purged.
    const deadLinkMail = await tx
      .update(emailOutbox)
      .set({ textBody: '', htmlBody: '' })
      .where(
        and(
          isNotNull(emailOutbox.linkTokenHash),
          ne(emailOutbox.textBody, ''),
          notExists(
            tx
              .select({ id: oneTimeTokens.id })
              .from(oneTimeTokens)
              .where(
                and(
                  eq(oneTimeTokens.tokenHash, emailOutbox.linkTokenHash),
                  isNull(oneTimeTokens.usedAt),
                  gt(oneTimeTokens.expiresAt, sql`now()`),
                ),
              ),
          ),
        ),
      )
      .returning({ id: emailOutbox.id });
    const spentTokens = await tx
      .delete(oneTimeTokens)
      .where(
        lt(
          sql`coalesce(${oneTimeTokens.usedAt}, ${oneTimeTokens.expiresAt})`,
          sql`now() - make_interval(days => ${SPENT_TOKENS_KEPT_DAYS})`,
        ),
      )
      .returning({ id: oneTimeTokens.id });
    const pastBuckets = await tx
      .delete(rateLimitBuckets)
      .where(lt(rateLimitBuckets.resetAt, sql`now()`))
      .returning({ key: rateLimitBuckets.key });
    const oldMail = await tx
      .delete(emailOutbox)
      .where(
        and(
          isNotNull(emailOutbox.sentAt),
          lt(emailOutbox.sentAt, sql`now() - make_interval(days => ${SENT_MAIL_KEPT_DAYS})`),
        ),
      )
      .returning({ id: emailOutbox.id });
    const oldDeviceCodes = await tx
      .delete(deviceAuthorizations)
      .where(lt(deviceAuthorizations.expiresAt, sql`now() - make_interval(days => ${SPENT_TOKENS_KEPT_DAYS})`))
      .returning({ id: deviceAuthorizations.id });
    const idleDeviceTokens = await tx
      .delete(deviceTokens)
      .where(lt(deviceTokens.lastUsedAt, sql`now() - make_interval(days => ${DEVICE_TOKEN_IDLE_DAYS})`))
      .returning({ id: deviceTokens.id });
    return {
      sessions: expiredSessions.length,
      tokens: spentTokens.length,
      buckets: pastBuckets.length,
      sentMail: oldMail.length,
      deadLinkMail: deadLinkMail.length,
      deviceCodes: oldDeviceCodes.length,
      loginDevices: expiredLoginDevices.length,
      deviceTokens: idleDeviceTokens.length,
    };
  });
}
