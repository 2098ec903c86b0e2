import { type DeviceRequest, formatUserCode, type SessionUser } from '@oneclick/shared';
import type { ModuleDeps } from '../../app-deps.js';
import { seatStateFor } from '../../domain/machine-seats.js';
import { pendingRequest } from './queries.js';
import { DEVICE_LOOKUP_LIMIT } from './rate-limits.js';

/** What /device shows before the user decides: which machine asks, and whether a seat waits for it. */
export async function findDeviceRequest(deps: ModuleDeps, user: SessionUser, userCode: string): Promise<DeviceRequest> {
  await deps.rateLimits.hit(`device-lookup:${user.id}`, DEVICE_LOOKUP_LIMIT);
  const request = await pendingRequest(deps.db, userCode);
  const { seats, seatAvailable } = await seatStateFor(deps.db, user.id, request.fingerprint);
  return {
    userCode: formatUserCode(request.userCode),
    hostname: request.hostname,
    os: request.os,
    version: request.version,
    expiresAt: request.expiresAt.toISOString(),
    seats,
    seatAvailable,
  };
}
