import { RELEASE_MAX_BYTES } from '../domain/releases.js';
import {
  createReleaseRequestSchema,
  latestReleaseSchema,
  releaseListSchema,
  releaseSchema,
} from '../schemas/releases.js';
import { idParamsSchema } from '../schemas/common.js';
import { API_PATHS } from './api-paths.js';
import { NO_JSON, operation } from './operation.js';

/** The extension's versions: admins publish them; the software asks for the latest. */
export const releases = {
  findLatestRelease: operation({
    ...API_PATHS.releases.findLatestRelease,
    access: 'public',
    summary: 'The latest published version: its number, zip URL, SHA-256 and notes (404 NO_RELEASE before the first)',
    responses: { 200: latestReleaseSchema },
  }),
  listReleases: operation({
    ...API_PATHS.releases.listReleases,
    access: 'admin',
    summary: 'Every release, the highest version first',
    responses: { 200: releaseListSchema },
  }),
  createRelease: operation({
    ...API_PATHS.releases.createRelease,
    access: 'admin',
    summary: 'Start a release: its version and notes in three languages (a draft until its zip arrives)',
    body: createReleaseRequestSchema,
    responses: { 201: releaseSchema },
  }),
  publishRelease: operation({
    ...API_PATHS.releases.publishRelease,
    access: 'admin',
    summary: `Upload a draft's zip (application/zip, at most ${RELEASE_MAX_BYTES} bytes) and publish it`,
    params: idParamsSchema,
    body: 'file',
    responses: { 200: releaseSchema },
  }),
  withdrawRelease: operation({
    ...API_PATHS.releases.withdrawRelease,
    access: 'admin',
    summary: 'Delete a draft, or withdraw a published release',
    params: idParamsSchema,
    responses: { 204: NO_JSON },
  }),
};
