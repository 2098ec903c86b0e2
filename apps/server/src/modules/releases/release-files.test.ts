import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { looksLikeZip, purgeStaleUploads, receiveZip, releasesDir } from './release-files.js';

const zip = Buffer.from(zipSync({ 'extension/main.rb': strToU8('puts "OneClick"') }));

function incoming(dir: string): string[] {
  const folder = path.join(releasesDir(dir), 'incoming');
  return existsSync(folder) ? readdirSync(folder) : [];
}

/** A body that arrives in pieces, as a slow upload does. */
function chunked(bytes: Buffer, size = 7): Readable {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return Readable.from(pieces);
}

describe('release files', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'oneclick-release-files-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stores an upload as it arrives, with its size and SHA-256', async () => {
    const file = await receiveZip(dir, chunked(zip));
    expect(file.size).toBe(zip.length);
    expect(file.sha256).toBe(createHash('sha256').update(zip).digest('hex'));
    expect(readFileSync(file.path).equals(zip)).toBe(true);
  });

  it('refuses a body over the limit and leaves nothing behind', async () => {
    await expect(receiveZip(dir, chunked(zip), zip.length - 1)).rejects.toMatchObject({ statusCode: 413 });
    expect(incoming(dir)).toEqual([]);
    await expect(receiveZip(dir, chunked(zip), zip.length)).resolves.toMatchObject({ size: zip.length });
  });

  it.each([
    ['text', Buffer.from('not a zip at all, just some words that are long enough')],
    ['a zip cut short', zip.subarray(0, zip.length - 10)],
    ['a zip cut before its directory', zip.subarray(0, 60)],
    ['a zip with bytes after its end', Buffer.concat([zip, Buffer.from('trailing')])],
    ['an empty zip (no file in it)', Buffer.from(zipSync({}))],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s as NOT_A_ZIP and leaves nothing behind', async (_name, bytes) => {
    await expect(receiveZip(dir, chunked(bytes))).rejects.toMatchObject({
      statusCode: 400,
      details: { reason: 'NOT_A_ZIP' },
    });
    expect(incoming(dir)).toEqual([]);
  });

  it('deletes what an upload cut off mid-way wrote', async () => {
    const broken = new Readable({
      read() {
        this.push(zip.subarray(0, 10));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(receiveZip(dir, broken)).rejects.toMatchObject({ statusCode: 400 });
    expect(incoming(dir)).toEqual([]);
  });

  it('knows a zip by its first and last records, whatever its size', async () => {
    const filePath = path.join(dir, 'a.zip');
    writeFileSync(filePath, zip);
    expect(await looksLikeZip(filePath)).toBe(true);
    const many = Object.fromEntries(
      Array.from({ length: 300 }, (_, i) => [`part-${i}.rb`, strToU8(`# ${i}`.repeat(400))]),
    );
    writeFileSync(filePath, zipSync(many, { level: 0 }));
    expect(await looksLikeZip(filePath)).toBe(true);
  });

  it('purges uploads a crash left behind once they are a day old, not before', async () => {
    const folder = path.join(releasesDir(dir), 'incoming');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'old.part'), 'x');
    writeFileSync(path.join(folder, 'live.part'), 'x');
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    utimesSync(path.join(folder, 'old.part'), twoDaysAgo, twoDaysAgo);
    expect(await purgeStaleUploads(dir)).toBe(1);
    expect(readdirSync(folder)).toEqual(['live.part']);
  });

  it('purges nothing when no upload ever came', async () => {
    expect(await purgeStaleUploads(dir)).toBe(0);
  });
});
