import { createHash } from 'node:crypto';
import { ApiError, compareVersions, type LatestRelease, reasonOf } from '@oneclick/shared';
import { latestRelease } from './licence-api.js';

/** The portal's latest release when it is newer than the version running, else undefined. */
export async function findUpdate(portal: string, runningVersion: string): Promise<LatestRelease | undefined> {
  try {
    const latest = await latestRelease(portal);
    return compareVersions(latest.version, runningVersion) > 0 ? latest : undefined;
  } catch (error) {
    if (error instanceof ApiError && reasonOf(error.details) === 'NO_RELEASE') return undefined;
    throw error;
  }
}

/** Downloads a release's zip and refuses it unless its size and SHA-256 are the ones announced. */
export async function downloadUpdate(release: Pick<LatestRelease, 'url' | 'sha256' | 'size'>): Promise<Buffer> {
  const response = await fetch(release.url);
  if (!response.ok) throw new Error(`The download answered ${response.status}`);
  const zip = Buffer.from(await response.arrayBuffer());
  const sha256 = createHash('sha256').update(zip).digest('hex');
  if (zip.length !== release.size || sha256 !== release.sha256) {
    throw new Error(`The download is not the release announced (SHA-256 ${sha256}, ${zip.length} bytes)`);
  }
  return zip;
}
