import { EXTENSION_FILE_NAME, releaseFileName } from '@oneclick/shared';
import { AppError } from '../../app-error.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { latestPublishedRelease, publishedRelease } from './queries.js';
import { releaseFilePath } from './release-files.js';

/** A zip to send: where it lies and the name it is downloaded as. */
export interface Download {
  filePath: string;
  fileName: string;
}

/** The free download: the latest published release, or the placeholder before the first. */
export async function findLatestDownload(
  db: ReadOnlyDatabase,
  downloadsDir: string,
  placeholder: string,
): Promise<Download> {
  const latest = await latestPublishedRelease(db);
  if (!latest) return { filePath: placeholder, fileName: EXTENSION_FILE_NAME };
  return { filePath: releaseFilePath(downloadsDir, latest.id), fileName: releaseFileName(latest.version) };
}

/** A published version's zip. */
export async function findVersionDownload(
  db: ReadOnlyDatabase,
  downloadsDir: string,
  version: string,
): Promise<Download> {
  const release = await publishedRelease(db, version);
  if (!release) throw new AppError('NOT_FOUND', 404, 'No published release has this version.');
  return { filePath: releaseFilePath(downloadsDir, release.id), fileName: releaseFileName(release.version) };
}
