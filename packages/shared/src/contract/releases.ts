import { RELEASE_MAX_BYTES } from '../domain/releases.js';
import {
  createReleaseRequestSchema,
  latestReleaseSchema,
  releaseListSchema,
  releaseSchema,
} from '../schemas/releases.js';
import { idParamsSchema } from '../schemas/common.js';
import { NO_JSON, operation } from './operation.js';

/** The extension's versions: admins publish them; the software asks for the latest. */
export const releases = {
  findLatestRelease: operation({
    method: 'GET',
    path: '/releases/latest',
    access: 'public',
    summary: 'The latest published version: its number, zip URL, SHA-256 and notes (404 NO_RELEASE before the first)',
    responses: { 200: latestReleaseSchema },
  }),
  listReleases: operation({
    method: 'GET',
    path: '/releases',
    access: 'admin',
    summary: 'Every release, the highest version first',
    responses: { 200: releaseListSchema },
  }),
  createRelease: operation({
    method: 'POST',
    path: '/releases',
    access: 'admin',
    summary: 'Start a release: its version and notes in three languages (a draft until its zip arrives)',
    body: createReleaseRequestSchema,
    responses: { 201: releaseSchema },
  }),
  publishRelease: operation({
    method: 'PUT',
    path: '/releases/:id/file',
    access: 'admin',
    summary: `Upload a draft's zip (application/zip, at most ${RELEASE_MAX_BYTES} bytes) and publish it`,
    params: idParamsSchema,
    body: 'file',
    responses: { 200: releaseSchema },
  }),
  withdrawRelease: operation({
    method: 'DELETE',
    path: '/releases/:id',
    access: 'admin',
    summary: 'Delete a draft, or withdraw a published release',
    params: idParamsSchema,
    responses: { 204: NO_JSON },
  }),
};
