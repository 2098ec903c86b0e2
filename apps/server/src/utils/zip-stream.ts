import { Readable, pipeline } from 'node:stream';
import { constants, crc32, createDeflateRaw } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** The file's bytes, pulled as the archive is read. */
  content: AsyncIterable<Uint8Array>;
}

/**
 * A zip archive written as it is read, entry after entry, each deflated by Node's zlib (off the
 * event loop) with its sizes in a data descriptor, so no entry is ever held whole in memory.
 * No ZIP64: an entry or the archive must stay under 4 GiB.
 */
export async function* zipStream(entries: Iterable<ZipEntry>): AsyncGenerator<Uint8Array> {
  const written: { name: Buffer; crc: number; size: number; compressed: number; offset: number }[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const header = localHeader(name);
    yield header;
    const file = { name, crc: 0, size: 0, compressed: 0, offset };
    offset += header.length;
    for await (const chunk of deflated(entry.content, file)) {
      file.compressed += chunk.length;
      yield chunk;
    }
    const descriptor = dataDescriptor(file);
    yield descriptor;
    offset += file.compressed + descriptor.length;
    written.push(file);
  }
  const directory = Buffer.concat(written.map(centralHeader));
  yield directory;
  yield endOfDirectory(written.length, directory.length, offset);
}

/** Deflates `content`, keeping the CRC and size of what went in. */
function deflated(content: AsyncIterable<Uint8Array>, file: { crc: number; size: number }): AsyncIterable<Buffer> {
  const counted = async function* () {
    for await (const chunk of content) {
      file.crc = crc32(chunk, file.crc);
      file.size += chunk.length;
      yield chunk;
    }
  };
  const deflate = createDeflateRaw({ level: constants.Z_BEST_SPEED });
  // An error on either side destroys both; it reaches the reader through the deflate stream.
  pipeline(Readable.from(counted(), { objectMode: false, highWaterMark: 64 * 1024 }), deflate, () => {});
  return deflate;
}

const UTF8_AND_DESCRIPTOR = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
/** 1980-01-01 00:00 in MS-DOS form: the entries carry no meaningful time. */
const DOS_TIME = 0;
const DOS_DATE = (1 << 5) | 1;

function localHeader(name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(UTF8_AND_DESCRIPTOR, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(DOS_TIME, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  // CRC and sizes (14-25) stay zero: they follow the data in its descriptor.
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor(file: { crc: number; size: number; compressed: number }): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(file.crc, 4);
  descriptor.writeUInt32LE(file.compressed, 8);
  descriptor.writeUInt32LE(file.size, 12);
  return descriptor;
}

function centralHeader(file: { name: Buffer; crc: number; size: number; compressed: number; offset: number }): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(UTF8_AND_DESCRIPTOR, 8);
  header.writeUInt16LE(DEFLATE, 10);
  header.writeUInt16LE(DOS_TIME, 12);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(file.crc, 16);
  header.writeUInt32LE(file.compressed, 20);
  header.writeUInt32LE(file.size, 24);
  header.writeUInt16LE(file.name.length, 28);
  // Extra field, comment, disk, attributes (30-41) stay zero.
  header.writeUInt32LE(file.offset, 42);
  return Buffer.concat([header, file.name]);
}

function endOfDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}
