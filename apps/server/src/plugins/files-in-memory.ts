import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, type ContentEncoding, matchesEtag } from '../utils/conditional-get.js';

const ENCODINGS: ContentEncoding[] = ['br', 'gzip'];
const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A file of the build, held in memory with the precompressed copies the build wrote beside it. */
export interface FileInMemory {
  contentType: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Weak, as one tag serves the plain and the compressed forms of the same file. */
  etag: string;
}

function etagOf(identity: Buffer): string {
  return `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
}

export function readFileInMemory(file: string, contentType: string): FileInMemory {
  const copy = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  const identity = readFileSync(file);
  return { contentType, identity, br: copy('.br'), gzip: copy('.gz'), etag: etagOf(identity) };
}

/** A file made at run time, compressed as the build compresses its own, off the event loop. */
export async function compressInMemory(identity: Buffer, contentType: string): Promise<FileInMemory> {
  const [br, gzip] = await Promise.all([
    brotliCompressAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { contentType, identity, br, gzip, etag: etagOf(identity) };
}

/**
 * Sends a file from memory: 304 when the browser has it, else the brotli or gzip copy the client
 * accepts, else the plain file. `vary` names what else chose it.
 */
export function sendFromMemory(
  request: FastifyRequest,
  reply: FastifyReply,
  file: FileInMemory,
  { cacheControl, vary = [] }: { cacheControl: string; vary?: string[] },
) {
  reply
    .header('content-type', file.contentType)
    .header('cache-control', cacheControl)
    .header('etag', file.etag)
    .header('vary', [...vary, 'accept-encoding'].join(', '));
  if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.status(304).send();
  const available = ENCODINGS.filter((encoding) => file[encoding]);
  const encoding = chooseEncoding(request.headers['accept-encoding'], available);
  if (encoding) return reply.header('content-encoding', encoding).send(file[encoding]);
  return reply.send(file.identity);
}
