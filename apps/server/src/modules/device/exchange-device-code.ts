import { DEVICE_POLL_INTERVAL_SECONDS, type DeviceTokenError } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { createDeviceToken } from '../../auth/device-sessions.js';
import { deviceAuthorizations } from '../../db/schema/index.js';
import { hashToken } from '../../utils/secure-token.js';
import type { Actor } from '../../service-core/unit-of-work.js';

export type DeviceCodeExchange = { token: string } | { error: DeviceTokenError };

/**
 * RFC 8628 §3.4–3.5: the machine polls with its device code. The code's row is locked, so of
 * two polls at once after the approval one gets the token and the other finds the code spent.
 * Every answer commits what it changed (the poll's time, a longer interval).
 */
export async function exchangeDeviceCode(
  deps: ModuleDeps,
  actor: Actor,
  deviceCode: string,
): Promise<DeviceCodeExchange> {
  return deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const [request] = await tx
      .select()
      .from(deviceAuthorizations)
      .where(eq(deviceAuthorizations.deviceCodeHash, hashToken(deviceCode)))
      .for('update');
    if (!request || request.status === 'issued') return { error: 'invalid_grant' };
    const now = new Date();
    if (request.expiresAt <= now) return { error: 'expired_token' };
    if (request.status === 'denied') return { error: 'access_denied' };
    if (request.status === 'pending') {
      const tooSoon =
        request.lastPolledAt !== null &&
        now.getTime() - request.lastPolledAt.getTime() < request.intervalSeconds * 1000;
      await tx
        .update(deviceAuthorizations)
        .set({
          lastPolledAt: now,
          // RFC 8628 §3.5: each slow_down adds 5 seconds to the interval the machine must keep.
          intervalSeconds: tooSoon ? request.intervalSeconds + DEVICE_POLL_INTERVAL_SECONDS : request.intervalSeconds,
        })
        .where(eq(deviceAuthorizations.id, request.id));
      return { error: tooSoon ? 'slow_down' : 'authorization_pending' };
    }
    await tx.update(deviceAuthorizations).set({ status: 'issued' }).where(eq(deviceAuthorizations.id, request.id));
    const token = await createDeviceToken(tx, request.userId!, request.fingerprint);
    await audit({
      action: 'device.sign_in',
      targetId: request.id,
      actorUserId: request.userId!,
      details: { hostname: request.hostname, os: request.os, version: request.version },
    });
    return { token };
  });
}
