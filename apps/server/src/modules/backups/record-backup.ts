import { runAsSystem, type SystemDeps } from '../../service-core/unit-of-work.js';
import type { BackupTaken } from './take-backup.js';

/** The record the dashboard reads: an audit entry of the system, written once the archive is whole. */
export function recordBackup(system: SystemDeps, taken: BackupTaken): Promise<void> {
  return runAsSystem(system, (uow) => uow.audit({ action: 'backup.taken', details: { ...taken } }));
}
