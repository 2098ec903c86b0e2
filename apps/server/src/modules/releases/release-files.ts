import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { RELEASE_MAX_BYTES } from '@oneclick/shared';
import { AppError } from '../../app-error.js';

/** An upload cut off by a crash is left in `incoming/`; a day later it is surely nobody's. */
const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

const LOCAL_FILE_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const END_RECORD_LENGTH = 22;
const MAX_COMMENT_LENGTH = 65_535;

export function releasesDir(downloadsDir: string): string {
  return path.join(downloadsDir, 'releases');
}

export function releaseFilePath(downloadsDir: string, releaseId: string): string {
  return path.join(releasesDir(downloadsDir), `${releaseId}.zip`);
}

function incomingDir(downloadsDir: string): string {
  return path.join(releasesDir(downloadsDir), 'incoming');
}

export interface ReceivedFile {
  path: string;
  size: number;
  sha256: string;
}

export function tooLarge(maxBytes = RELEASE_MAX_BYTES): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', 413, `A release is at most ${maxBytes} bytes.`);
}

/**
 * A zip with at least one file: it starts with a local file header and ends with an
 * end-of-central-directory record whose directory sits just before it (a file cut short or
 * padded fails). Zips over 4 GB (zip64) are far above the limit.
 */
export async function looksLikeZip(filePath: string): Promise<boolean> {
  const file = await open(filePath);
  try {
    const { size } = await file.stat();
    if (size < LOCAL_FILE_HEADER.length + END_RECORD_LENGTH) return false;
    const head = Buffer.alloc(LOCAL_FILE_HEADER.length);
    await file.read(head, 0, head.length, 0);
    if (!head.equals(LOCAL_FILE_HEADER)) return false;
    const tailLength = Math.min(size, END_RECORD_LENGTH + MAX_COMMENT_LENGTH);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    const at = tail.lastIndexOf(END_OF_CENTRAL_DIRECTORY);
    if (at === -1 || at + END_RECORD_LENGTH > tailLength) return false;
    const entries = tail.readUInt16LE(at + 10);
    const directorySize = tail.readUInt32LE(at + 12);
    const directoryOffset = tail.readUInt32LE(at + 16);
    const commentLength = tail.readUInt16LE(at + 20);
    const endAt = size - tailLength + at;
    return (
      entries > 0 && at + END_RECORD_LENGTH + commentLength === tailLength && directoryOffset + directorySize === endAt
    );
  } finally {
    await file.close();
  }
}

/**
 * Writes an uploaded zip to `incoming/` while hashing and counting it, never holding it in
 * memory. A body over the limit, cut off, or not a zip leaves nothing behind.
 */
export async function receiveZip(
  downloadsDir: string,
  body: Readable,
  maxBytes = RELEASE_MAX_BYTES,
): Promise<ReceivedFile> {
  await mkdir(incomingDir(downloadsDir), { recursive: true });
  const filePath = path.join(incomingDir(downloadsDir), `${randomUUID()}.part`);
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(tooLarge(maxBytes));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(body, measure, createWriteStream(filePath, { flags: 'wx' }));
    if (!(await looksLikeZip(filePath))) {
      throw new AppError('VALIDATION_FAILED', 400, 'The file is not a zip.', { reason: 'NOT_A_ZIP' });
    }
  } catch (error) {
    await rm(filePath, { force: true });
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION_FAILED', 400, 'The upload was cut off.');
  }
  return { path: filePath, size, sha256: hash.digest('hex') };
}

/** Deletes uploads a crash left in `incoming/` (run at start; a live upload is never a day old). */
export async function purgeStaleUploads(downloadsDir: string, now = Date.now()): Promise<number> {
  const dir = incomingDir(downloadsDir);
  const names = await readdir(dir).catch(() => []);
  let purged = 0;
  for (const name of names) {
    const filePath = path.join(dir, name);
    const info = await stat(filePath).catch(() => undefined);
    if (info && now - info.mtimeMs > STALE_UPLOAD_MS) {
      await rm(filePath, { force: true });
      purged += 1;
    }
  }
  return purged;
}
