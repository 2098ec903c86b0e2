import {
  DEVICE_CODE_TTL_SECONDS,
  DEVICE_POLL_INTERVAL_SECONDS,
  type DeviceAuthorizeResponse,
  formatUserCode,
  type MachineDescription,
  WEB_PATHS,
} from '@oneclick/shared';
import type { ModuleDeps } from '../../app-deps.js';
import { deviceAuthorizations } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../utils/secure-token.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { DEVICE_AUTHORIZE_LIMIT } from './rate-limits.js';
import { newUserCode } from './user-codes.js';

/** RFC 8628 §3.1–3.2: a machine asks to sign in and gets the codes to show its user. */
export async function startDeviceAuthorization(
  deps: ModuleDeps,
  actor: Actor,
  machine: MachineDescription,
): Promise<DeviceAuthorizeResponse> {
  await deps.rateLimits.hit(`device-authorize:${actor.ip}`, DEVICE_AUTHORIZE_LIMIT);
  const deviceCode = newToken();
  const expiresAt = new Date(Date.now() + DEVICE_CODE_TTL_SECONDS * 1000);
  const userCode = await deps.runUnitOfWork(actor, async ({ tx }) => {
    // A clash with a live code is all but impossible; it costs another draw, not an error.
    for (;;) {
      const code = newUserCode();
      const inserted = await tx
        .insert(deviceAuthorizations)
        .values({
          deviceCodeHash: hashToken(deviceCode),
          userCode: code,
          ...machine,
          intervalSeconds: DEVICE_POLL_INTERVAL_SECONDS,
          expiresAt,
        })
        .onConflictDoNothing({ target: deviceAuthorizations.userCode })
        .returning({ id: deviceAuthorizations.id });
      if (inserted.length > 0) return code;
    }
  });
  const verificationUri = `${deps.config.publicUrl}${WEB_PATHS.device}`;
  return {
    device_code: deviceCode,
    user_code: formatUserCode(userCode),
    verification_uri: verificationUri,
    verification_uri_complete: `${verificationUri}?code=${formatUserCode(userCode)}`,
    expires_in: DEVICE_CODE_TTL_SECONDS,
    interval: DEVICE_POLL_INTERVAL_SECONDS,
  };
}
