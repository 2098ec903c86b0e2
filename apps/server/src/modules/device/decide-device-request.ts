import { eq } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { deviceAuthorizations } from '../../db/schema/index.js';
import { seatStateFor, seatsFull } from '../../domain/machine-seats.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { pendingRequest } from './queries.js';
import { DEVICE_LOOKUP_LIMIT } from './rate-limits.js';

/**
 * The user approves (the machine signs in as them) or denies a machine's request, once. Approval
 * is refused with SEATS_FULL while the machine would find no seat: the user frees one first. The
 * account's row is locked first, and an approved machine holds its seat, so of many approvals at
 * once only as many as the plan has free seats succeed.
 */
export async function decideDeviceRequest(
  deps: ModuleDeps,
  actor: Actor,
  input: { userCode: string; decision: 'approve' | 'deny' },
): Promise<void> {
  const user = signedInUser(actor);
  await deps.rateLimits.hit(`device-lookup:${user.id}`, DEVICE_LOOKUP_LIMIT);
  await deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const request = await pendingRequest(tx, input.userCode, { lock: true });
    if (input.decision === 'approve') {
      // Approving a machine that the licence calls would refuse a seat only defers the refusal.
      const { seats, seatAvailable, active } = await seatStateFor(tx, user.id, request.fingerprint, { lock: true });
      if (!seatAvailable) throw seatsFull(active, seats);
    }
    await tx
      .update(deviceAuthorizations)
      .set({ status: input.decision === 'approve' ? 'approved' : 'denied', userId: user.id })
      .where(eq(deviceAuthorizations.id, request.id));
    await audit({
      action: input.decision === 'approve' ? 'device.approve' : 'device.deny',
      targetId: request.id,
      details: { hostname: request.hostname, os: request.os, version: request.version },
    });
  });
}
