import { writeSync, writev } from 'node:fs';

/** Lines are written once a batch of this many bytes is full, or this long after its first line. */
const BATCH_BYTES = 64 * 1024;
const BATCH_MS = 100;
/** Batches waiting beyond this many bytes (stdout stuck) are not kept: their lines are counted as dropped. */
const MAX_WAITING_BYTES = 16 * 1024 * 1024;
/** After stdout answered "try again" (a non-blocking pipe that is full). */
const RETRY_AFTER_MS = 10;
/** UTF-16 code units take at most this many bytes in UTF-8. */
const MAX_BYTES_PER_UNIT = 3;

export interface LogStream {
  write(line: string): void;
  /** Resolves once every line written so far is out: before the process exits. */
  drained(): Promise<void>;
}

/**
 * Log lines written to `fd` in batches (64 kB, or what came in 100 ms), each batch in one write
 * off the event loop (the thread pool), one write at a time; lines not yet being written when
 * the process exits (a crash) are written then. Each line is copied into its batch's buffer at
 * once: kept as strings until their batch was written, the lines outlived the young generation,
 * and the garbage collector's work for them cost a cached read 4 µs of its 33 (docs/operations.md).
 */
export function logStream(fd = 1): LogStream {
  let batch = Buffer.allocUnsafe(BATCH_BYTES);
  let used = 0;
  let waiting: Buffer[] = [];
  let waitingBytes = 0;
  let dropped = 0;
  let writing = false;
  let timer: NodeJS.Timeout | undefined;
  const whenDrained: (() => void)[] = [];

  /** The batch so far joins the buffers waiting to be written. */
  const closeBatch = (): void => {
    clearTimeout(timer);
    timer = undefined;
    if (used === 0) return;
    if (waitingBytes > MAX_WAITING_BYTES) {
      dropped += 1;
    } else {
      waiting.push(batch.subarray(0, used));
      waitingBytes += used;
      batch = Buffer.allocUnsafe(BATCH_BYTES);
    }
    used = 0;
  };

  const takeWaiting = (): Buffer[] => {
    const taken = waiting;
    if (dropped > 0)
      taken.push(Buffer.from(`${JSON.stringify({ level: 40, msg: `${dropped} log batches dropped` })}\n`));
    waiting = [];
    waitingBytes = 0;
    dropped = 0;
    return taken;
  };

  const writeAll = (buffers: Buffer[]): void => {
    writev(fd, buffers, (error, written) => {
      if (error?.code === 'EAGAIN') {
        setTimeout(() => writeAll(buffers), RETRY_AFTER_MS);
        return;
      }
      const rest = error ? [] : unwritten(buffers, written);
      if (rest.length > 0) {
        writeAll(rest);
        return;
      }
      // Any other error (stdout closed): there is nowhere left to log to, and so nothing to report.
      writing = false;
      if (waiting.length > 0) writeWaiting();
      else if (used === 0) for (const resolve of whenDrained.splice(0)) resolve();
    });
  };

  function writeWaiting(): void {
    if (writing || waiting.length === 0) return;
    writing = true;
    writeAll(takeWaiting());
  }

  const flush = (): void => {
    closeBatch();
    writeWaiting();
  };

  const flushSync = (): void => {
    closeBatch();
    for (const buffer of takeWaiting()) {
      let rest = buffer;
      while (rest.length > 0) {
        try {
          rest = rest.subarray(writeSync(fd, rest));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, RETRY_AFTER_MS);
        }
      }
    }
  };
  process.once('exit', flushSync);

  return {
    write(line) {
      if (line.length * MAX_BYTES_PER_UNIT > BATCH_BYTES - used) {
        flush();
        if (line.length * MAX_BYTES_PER_UNIT > BATCH_BYTES) {
          const bytes = Buffer.from(line);
          waiting.push(bytes);
          waitingBytes += bytes.length;
          writeWaiting();
          return;
        }
      }
      used += batch.write(line, used);
      timer ??= setTimeout(flush, BATCH_MS).unref();
    },
    drained() {
      if (!writing && waiting.length === 0 && used === 0) return Promise.resolve();
      flush();
      return new Promise((resolve) => whenDrained.push(resolve));
    },
  };
}

/** What a write of `written` bytes left of `buffers`. */
function unwritten(buffers: Buffer[], written: number): Buffer[] {
  let skip = written;
  const rest: Buffer[] = [];
  for (const buffer of buffers) {
    if (skip >= buffer.length) {
      skip -= buffer.length;
      continue;
    }
    rest.push(skip > 0 ? buffer.subarray(skip) : buffer);
    skip = 0;
  }
  return rest;
}
