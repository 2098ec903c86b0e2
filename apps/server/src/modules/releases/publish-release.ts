import { rename, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { RELEASE_MAX_BYTES, type Release } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { type ReleaseRow, releases } from '../../db/schema/index.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { releaseById } from './queries.js';
import { receiveZip, releaseFilePath, tooLarge } from './release-files.js';

function assertDraft(release: ReleaseRow | undefined): asserts release is ReleaseRow {
  if (!release) throw new AppError('NOT_FOUND', 404, 'No release has this id.');
  if (release.status !== 'draft') {
    throw new AppError('CONFLICT', 409, 'This release has its file already.', { reason: 'RELEASE_NOT_DRAFT' });
  }
}

async function findRelease(db: ReadOnlyDatabase, id: string, lock: boolean): Promise<ReleaseRow | undefined> {
  const query = db.select().from(releases).where(eq(releases.id, id));
  const [release] = lock ? await query.for('update') : await query;
  return release;
}

/** A draft whose zip did not arrive is deleted, so nobody has to delete it by hand; the next try starts afresh. */
async function discardDraft(deps: ModuleDeps, actor: Actor, id: string): Promise<void> {
  await deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const release = await findRelease(tx, id, true);
    // Another upload may have published it meanwhile: that one stands.
    if (release?.status !== 'draft') return;
    await tx.delete(releases).where(eq(releases.id, id));
    await audit({ action: 'release.deleted', targetId: id, details: { version: release.version, uploadFailed: true } });
  });
}

/**
 * Receives a draft's zip and publishes it: the file is hashed on its way to disk, then one
 * unit of work moves it into place and marks the release published. Of two uploads racing
 * for one draft, the first to commit wins and the other's file is deleted. When the zip does
 * not arrive whole (too large, not a zip, cut off), the draft is deleted with the answer.
 */
export async function publishRelease(
  deps: ModuleDeps,
  actor: Actor,
  input: { id: string; body: Readable; declaredSize: number | undefined },
): Promise<Release> {
  // Refused before a single byte is stored: a missing or finished release.
  assertDraft(await findRelease(deps.db, input.id, false));
  let file: Awaited<ReturnType<typeof receiveZip>>;
  try {
    if (input.declaredSize !== undefined && input.declaredSize > RELEASE_MAX_BYTES) throw tooLarge();
    file = await receiveZip(deps.config.downloadsDir, input.body);
  } catch (error) {
    await discardDraft(deps, actor, input.id);
    throw error;
  }
  try {
    return await deps.runUnitOfWork(actor, async ({ tx, audit }) => {
      const release = await findRelease(tx, input.id, true);
      assertDraft(release);
      await rename(file.path, releaseFilePath(deps.config.downloadsDir, release.id));
      await tx
        .update(releases)
        .set({ status: 'published', size: file.size, sha256: file.sha256, publishedAt: new Date() })
        .where(eq(releases.id, release.id));
      await audit({
        action: 'release.published',
        targetId: release.id,
        details: { version: release.version, size: file.size, sha256: file.sha256 },
      });
      return releaseById(tx, release.id);
    });
  } finally {
    await rm(file.path, { force: true });
  }
}
