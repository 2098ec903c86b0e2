import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { releases } from '../../db/schema/index.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { releaseFilePath } from './release-files.js';

/**
 * Takes a release off the portal: a draft is deleted; a published one is withdrawn (kept in
 * the list for the record, no longer served; the latest falls back to the next highest) and
 * its file deleted once that is committed.
 */
export async function withdrawRelease(deps: ModuleDeps, actor: Actor, id: string): Promise<void> {
  const withdrawn = await deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const [release] = await tx.select().from(releases).where(eq(releases.id, id)).for('update');
    if (!release || release.status === 'withdrawn') throw new AppError('NOT_FOUND', 404, 'No release has this id.');
    if (release.status === 'draft') {
      await tx.delete(releases).where(eq(releases.id, id));
      await audit({ action: 'release.deleted', targetId: id, details: { version: release.version } });
      return false;
    }
    await tx.update(releases).set({ status: 'withdrawn', withdrawnAt: new Date() }).where(eq(releases.id, id));
    await audit({ action: 'release.withdrawn', targetId: id, details: { version: release.version } });
    return true;
  });
  if (withdrawn) await rm(releaseFilePath(deps.config.downloadsDir, id), { force: true });
}
