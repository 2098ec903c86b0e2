/** The load's HTTP: one client per virtual user, each from a loopback address of its own, every request recorded. */
import http from 'node:http';
import type { Recorder } from './recorder.js';

const REQUEST_TIMEOUT_MS = 30_000;

export interface Answer {
  /** 0 when no whole answer came: refused, reset, cut off mid-body or timed out. */
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let freshAddresses = 0;

/**
 * A source address in 127.0.0.0/8 (all loopback on Linux): nginx forwards it in X-Forwarded-For,
 * so the portal counts its per-address limits for each client on its own. `block` keeps the
 * kinds of client apart: virtual users, one-off clients, the bank.
 */
export function loopbackAddress(block: number, n: number): string {
  return `127.${block}.${(Math.floor(n / 250) % 250) + 1}.${(n % 250) + 1}`;
}

/** An address no other client has used, for a set-up step the portal limits per address. */
export function freshAddress(): string {
  return loopbackAddress(20, freshAddresses++);
}

export class Client {
  private readonly agent: http.Agent;

  /** `origin`: the site the browser is on, sent with every state-changing request (the CSRF check). */
  constructor(
    private readonly recorder: Recorder,
    readonly localAddress: string,
    private readonly origin: string,
  ) {
    this.agent = new http.Agent({ keepAlive: true });
  }

  get(kind: string, url: string, headers: Record<string, string> = {}): Promise<Answer> {
    return this.send(kind, url, 'GET', headers);
  }

  /** A JSON body (or none) with the site's Origin. */
  post(kind: string, url: string, json?: unknown, headers: Record<string, string> = {}, method = 'POST') {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const typed = body === undefined ? headers : { 'content-type': 'application/json', ...headers };
    return this.send(kind, url, method, { origin: this.origin, ...typed }, body);
  }

  send(kind: string, url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    const at = Date.now();
    const started = performance.now();
    return this.attempt(url, method, headers, body, true).then((answer) => {
      this.recorder.request(kind, at, performance.now() - started, answer.status);
      return answer;
    });
  }

  /**
   * One request. A kept-alive connection that the server closed as the request went out (nginx
   * does so to idle ones when it reloads) is tried again once on a new connection of its own, as
   * browsers do: the request never reached anyone, and the agent's other idle connections may be
   * closing too.
   */
  private attempt(
    url: string,
    method: string,
    headers: Record<string, string>,
    body: string | undefined,
    mayRetry: boolean,
  ): Promise<Answer> {
    return new Promise((resolve) => {
      let settled = false;
      let answered = false;
      const finish = (status: number, answerHeaders: http.IncomingHttpHeaders = {}, chunks: Buffer[] = []) => {
        if (settled) return;
        settled = true;
        resolve({ status, headers: answerHeaders, body: Buffer.concat(chunks) });
      };
      const request = http.request(
        url,
        {
          method,
          headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
          agent: mayRetry ? this.agent : false,
          localAddress: this.localAddress,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        },
        (response) => {
          answered = true;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', () => finish(0));
          response.on('close', () => finish(response.complete ? response.statusCode! : 0, response.headers, chunks));
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        const closedUnderIt =
          request.reusedSocket && !answered && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
        if (closedUnderIt && mayRetry && !settled) {
          settled = true;
          resolve(this.attempt(url, method, headers, body, false));
        } else finish(0);
      });
      request.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

export const succeeded = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** The JSON of a 2xx answer that arrived whole, or undefined. */
export function jsonOf<T>(answer: Answer): T | undefined {
  if (!succeeded(answer)) return undefined;
  try {
    return JSON.parse(answer.body.toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

/** `oneclick_session=<token>` from a login's answer. */
export function sessionCookie(answer: Answer): string | undefined {
  const cookie = answer.headers['set-cookie']?.find((value) => value.startsWith('oneclick_session='));
  return cookie?.split(';')[0];
}

/** A failure worth the short pause: no answer, or the server's own error. */
export const broke = (answer: Answer) => answer.status === 0 || answer.status >= 500;
