import type { LicenceRequest } from '@oneclick/shared';
import { AppError } from '../../app-error.js';
import type { DeviceSession } from '../../auth/device-sessions.js';

/** A device token works for the machine it was issued to only. */
export function assertSameMachine(device: DeviceSession, input: LicenceRequest): void {
  if (input.fingerprint !== device.fingerprint) {
    throw new AppError('FORBIDDEN', 403, 'This sign-in belongs to another machine.', { reason: 'WRONG_MACHINE' });
  }
}
