import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An HTML file of the build, held in memory with the precompressed copies the build wrote beside it. */
export interface HtmlFile {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Weak, as one tag serves the plain and the compressed forms of the same page. */
  etag: string;
}

export function readHtmlFile(file: string): HtmlFile {
  const copy = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  const identity = readFileSync(file);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return { identity, br: copy('.br'), gzip: copy('.gz'), etag: `W/"${hash}"` };
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
 * Sends a page from memory, revalidated on every visit: 304 when the browser has it, else the
 * brotli or gzip copy the client accepts, else the plain file. `vary` names what else chose it.
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, page: HtmlFile, vary: string[] = []) {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('vary', [...vary, 'accept-encoding'].join(', '));
  if (unchanged(request, page.etag)) return reply.status(304).send();
  const acceptEncoding = request.headers['accept-encoding'];
  if (page.br && accepts(acceptEncoding, 'br')) return reply.header('content-encoding', 'br').send(page.br);
  if (page.gzip && accepts(acceptEncoding, 'gzip')) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.identity);
}
