import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A file of the build, held in memory with the precompressed copies the build wrote beside it. */
export interface FileInMemory {
  contentType: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Weak, as one tag serves the plain and the compressed forms of the same file. */
  etag: string;
}

export function readFileInMemory(file: string, contentType: string): FileInMemory {
  const copy = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  const identity = readFileSync(file);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return { contentType, identity, br: copy('.br'), gzip: copy('.gz'), etag: `W/"${hash}"` };
}

/** Whether the Accept-Encoding header takes `encoding` (listed without `q=0`). */
function accepts(header: string | undefined, encoding: string): boolean {
  return (header ?? '').split(',').some((entry) => {
    const [name, ...params] = entry.trim().split(';');
    return name?.trim() === encoding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

function unchanged(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const tag = etag.replace(/^W\//, '');
  return header
    .split(',')
    .some((candidate) => candidate.trim() === '*' || candidate.trim().replace(/^W\//, '') === tag);
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
  if (unchanged(request, file.etag)) return reply.status(304).send();
  const acceptEncoding = request.headers['accept-encoding'];
  if (file.br && accepts(acceptEncoding, 'br')) return reply.header('content-encoding', 'br').send(file.br);
  if (file.gzip && accepts(acceptEncoding, 'gzip')) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.identity);
}
