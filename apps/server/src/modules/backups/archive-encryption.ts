import { open, readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';

/** age, loaded when a backup is encrypted or restored rather than at every start (17 MB). */
const loadAge = () => import('age-encryption');

/** How every age file begins: an archive that does is encrypted. */
const AGE_HEADER = 'age-encryption.org/v1\n';

/** `plain` encrypted to an age X25519 recipient (`age1…`), as it is read (decision 033). */
export async function encryptTo(recipient: string, plain: Readable): Promise<Readable> {
  const { Encrypter } = await loadAge();
  const encrypter = new Encrypter();
  encrypter.addRecipient(recipient);
  const encrypted = await encrypter.encrypt(Readable.toWeb(plain) as globalThis.ReadableStream<Uint8Array>);
  return Readable.fromWeb(encrypted as ReadableStream<Uint8Array>);
}

/** An encrypted archive decrypted with the age identity (`AGE-SECRET-KEY-1…`) it was encrypted to. */
export async function decryptWith(identity: string, encrypted: Readable): Promise<Readable> {
  const { Decrypter } = await loadAge();
  const decrypter = new Decrypter();
  decrypter.addIdentity(identity);
  const plain = await decrypter.decrypt(Readable.toWeb(encrypted) as globalThis.ReadableStream<Uint8Array>);
  return Readable.fromWeb(plain as ReadableStream<Uint8Array>);
}

/** Whether the archive file is encrypted with age. */
export async function isEncryptedArchive(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(AGE_HEADER.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead).toString('latin1') === AGE_HEADER;
  } finally {
    await handle.close();
  }
}

/** The identity in a file as age-keygen writes it: comment lines, then `AGE-SECRET-KEY-1…`. */
export async function readIdentityFile(file: string): Promise<string> {
  const identity = (await readFile(file, 'utf8'))
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('AGE-SECRET-KEY-1'));
  if (!identity) throw new Error(`${file} holds no age identity (a line AGE-SECRET-KEY-1…)`);
  return identity;
}
