import { readFile } from 'node:fs/promises';

/** The file's text, or null when there is no such file (any other failure is thrown). */
export async function readFileIfExists(file: string): Promise<string | null> {
  return readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}
