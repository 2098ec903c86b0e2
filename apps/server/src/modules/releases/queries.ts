import type { Release } from '@oneclick/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { downloadCounts, type ReleaseRow, releases } from '../../db/schema/index.js';

const NEWEST_FIRST = [desc(releases.major), desc(releases.minor), desc(releases.patch)] as const;

/** The published release with the highest version: what the software updates to and the home page serves. */
export async function latestPublishedRelease(db: ReadOnlyDatabase): Promise<ReleaseRow | undefined> {
  const [release] = await db
    .select()
    .from(releases)
    .where(eq(releases.status, 'published'))
    .orderBy(...NEWEST_FIRST)
    .limit(1);
  return release;
}

export async function publishedRelease(db: ReadOnlyDatabase, version: string): Promise<ReleaseRow | undefined> {
  const [release] = await db
    .select()
    .from(releases)
    .where(and(eq(releases.version, version), eq(releases.status, 'published')));
  return release;
}

/** Every release in the list form, the highest version first, each with its downloads. */
export async function allReleases(db: ReadOnlyDatabase): Promise<Release[]> {
  const rows = await db
    .select({ release: releases, downloads: sql<number>`coalesce(${downloadCounts.count}, 0)::int` })
    .from(releases)
    // Counted under releaseFileName(version).
    .leftJoin(downloadCounts, eq(downloadCounts.fileName, sql`'oneclick-extension-' || ${releases.version} || '.zip'`))
    .orderBy(...NEWEST_FIRST);
  const latestId = rows.find(({ release }) => release.status === 'published')?.release.id;
  return rows.map(({ release, downloads }) => toRelease(release, downloads, latestId));
}

function toRelease(row: ReleaseRow, downloads: number, latestId: string | undefined): Release {
  return {
    id: row.id,
    version: row.version,
    notes: row.notes,
    status: row.status,
    size: row.size,
    sha256: row.sha256,
    downloads,
    latest: row.id === latestId,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

/** One release in the list form, after a write. */
export async function releaseById(db: ReadOnlyDatabase, id: string): Promise<Release> {
  const found = (await allReleases(db)).find((release) => release.id === id);
  if (!found) throw new Error(`Release ${id} vanished`);
  return found;
}
