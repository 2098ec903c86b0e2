import { type LatestRelease, releaseDownloadPath } from '@oneclick/shared';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { latestPublishedRelease } from './queries.js';

/** What the software needs to update itself: the latest version, where to get it and its hash. */
export async function findLatestRelease({ db, config }: ModuleDeps): Promise<LatestRelease> {
  const release = await latestPublishedRelease(db);
  if (!release?.publishedAt || release.sha256 === null || release.size === null) {
    throw new AppError('NOT_FOUND', 404, 'No release has been published yet.', { reason: 'NO_RELEASE' });
  }
  return {
    version: release.version,
    url: `${config.publicUrl}${releaseDownloadPath(release.version)}`,
    sha256: release.sha256,
    size: release.size,
    publishedAt: release.publishedAt.toISOString(),
    notes: release.notes,
  };
}
