import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import type { TestApp } from './test-app.js';

/** A small real zip, different for each label. */
export function extensionZip(label: string): Buffer {
  return Buffer.from(zipSync({ 'oneclick/main.rb': strToU8(`# OneClick ${label}`), 'oneclick.rb': strToU8(label) }));
}

export const RELEASE_NOTES = {
  vi: 'Sửa lỗi xuất bản vẽ.',
  'en-US': 'Fixes the drawing export.',
  th: 'แก้ไขการส่งออกแบบ',
};

/** The admins' upload, as the dashboard sends it: the zip as the raw body. */
export function uploadZip(
  t: TestApp,
  releaseId: string,
  bytes: Buffer,
  cookie: string,
  contentType = 'application/zip',
) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/releases/${releaseId}/file`,
    headers: { origin: t.config.publicUrl, cookie, 'content-type': contentType },
    payload: bytes,
  });
}

function filesIn(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** The published zips in the downloads folder (`<release id>.zip`). */
export function releaseZips(t: TestApp): string[] {
  return filesIn(path.join(t.config.downloadsDir, 'releases')).filter((name) => name.endsWith('.zip'));
}

/** Uploads on their way to disk: none must be left once an upload is answered. */
export function uploadsInProgress(t: TestApp): string[] {
  return filesIn(path.join(t.config.downloadsDir, 'releases', 'incoming'));
}
