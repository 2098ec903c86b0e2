import type { ReleaseList } from '@oneclick/shared';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { allReleases } from './queries.js';

/** Every release for the admins' Releases section, the highest version first. */
export async function listReleases(db: ReadOnlyDatabase): Promise<ReleaseList> {
  return { releases: await allReleases(db) };
}
