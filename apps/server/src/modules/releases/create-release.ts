import { type CreateReleaseRequest, type Release, versionParts } from '@oneclick/shared';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { releases } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { releaseById } from './queries.js';

/** An admin starts a release: a draft with its version and notes, published when its zip arrives. */
export async function createRelease(deps: ModuleDeps, actor: Actor, input: CreateReleaseRequest): Promise<Release> {
  const admin = signedInUser(actor);
  const parts = versionParts(input.version);
  if (!parts) throw new Error(`The schema let through ${input.version}`);
  const [major, minor, patch] = parts;
  return deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const [created] = await tx
      .insert(releases)
      .values({ version: input.version, major, minor, patch, notes: input.notes, createdById: admin.id })
      .onConflictDoNothing({ target: releases.version })
      .returning();
    if (!created) {
      throw new AppError('CONFLICT', 409, `Version ${input.version} exists already.`, { reason: 'VERSION_TAKEN' });
    }
    await audit({ action: 'release.created', targetId: created.id, details: { version: created.version } });
    return releaseById(tx, created.id);
  });
}
