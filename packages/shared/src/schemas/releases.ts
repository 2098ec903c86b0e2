import { z } from 'zod';
import { RELEASE_STATUSES, RELEASE_VERSION_PATTERN } from '../domain/releases.js';
import { paragraphOfText, safeText } from './validation.js';

const NOTES_MAX = 4000;

/** What changed in a release, in each of the portal's languages. */
export const releaseNotesSchema = z.object({
  vi: paragraphOfText(NOTES_MAX),
  'en-US': paragraphOfText(NOTES_MAX),
  th: paragraphOfText(NOTES_MAX),
});
export type ReleaseNotes = z.infer<typeof releaseNotesSchema>;

/** An admin's new release: a draft until its zip is uploaded. */
export const createReleaseRequestSchema = z.object({
  version: safeText().trim().regex(RELEASE_VERSION_PATTERN, 'VERSION_INVALID'),
  notes: releaseNotesSchema,
});
export type CreateReleaseRequest = z.infer<typeof createReleaseRequestSchema>;

export const releaseSchema = z.object({
  id: z.uuid(),
  version: z.string(),
  notes: z.object({ vi: z.string(), 'en-US': z.string(), th: z.string() }),
  status: z.enum(RELEASE_STATUSES),
  /** Bytes and SHA-256 (hex) of the zip; null while a draft. */
  size: z.number().int().nullable(),
  sha256: z.string().nullable(),
  downloads: z.number().int(),
  /** The published release the software and the home page's download get. */
  latest: z.boolean(),
  createdAt: z.iso.datetime(),
  publishedAt: z.iso.datetime().nullable(),
  withdrawnAt: z.iso.datetime().nullable(),
});
export type Release = z.infer<typeof releaseSchema>;

export const releaseListSchema = z.object({ releases: z.array(releaseSchema) });
export type ReleaseList = z.infer<typeof releaseListSchema>;

/** What the software asks before it updates itself: GET /api/v1/releases/latest. */
export const latestReleaseSchema = z.object({
  version: z.string(),
  /** Absolute URL of the zip. */
  url: z.url(),
  /** Hex SHA-256 of the zip: the software checks it before installing. */
  sha256: z.string(),
  size: z.number().int(),
  publishedAt: z.iso.datetime(),
  notes: releaseSchema.shape.notes,
});
export type LatestRelease = z.infer<typeof latestReleaseSchema>;

export const releaseVersionParamsSchema = z.object({
  version: z.string().regex(RELEASE_VERSION_PATTERN, 'VERSION_INVALID'),
});
