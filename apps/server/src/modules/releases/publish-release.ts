import { rename, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { RELEASE_MAX_BYTES, type Release } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import type { Database } from '../../db/client.js';
import { type ReleaseRow, releases } from '../../db/schema/index.js';
import type { Actor } from '../../lib/unit-of-work.js';
import { releaseById } from './queries.js';
import { receiveZip, releaseFilePath, tooLarge } from './release-files.js';

function assertDraft(release: ReleaseRow | undefined): asserts release is ReleaseRow {
  if (!release) throw new AppError('NOT_FOUND', 404, 'No release has this id.');
  if (release.status !== 'draft') {
    throw new AppError('CONFLICT', 409, 'This release has its file already.', { reason: 'RELEASE_NOT_DRAFT' });
  }
}

async function findRelease(db: Database, id: string, lock: boolean): Promise<ReleaseRow | undefined> {
  const query = db.select().from(releases).where(eq(releases.id, id));
  const [release] = lock ? await query.for('update') : await query;
  return release;
}

/**
 * Receives a draft's zip and publishes it: the file is hashed on its way to disk, then one
 * unit of work moves it into place and marks the release published. Of two uploads racing
 * for one draft, the first to commit wins and the other's file is deleted.
 */
export async function publishRelease(
  deps: ModuleDeps,
  actor: Actor,
  input: { id: string; body: Readable; declaredSize: number | undefined },
): Promise<Release> {
  // Refused before a single byte is stored: a missing or finished release, a body announced too large.
  assertDraft(await findRelease(deps.db, input.id, false));
  if (input.declaredSize !== undefined && input.declaredSize > RELEASE_MAX_BYTES) {
    throw tooLarge();
  }
  const file = await receiveZip(deps.config.downloadsDir, input.body);
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
