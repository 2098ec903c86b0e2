import { existsSync } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EXTENSION_FILE_NAME } from '@oneclick/shared';
import { strToU8, zipSync } from 'fflate';

const PLACEHOLDER_README = `OneClick extension placeholder

This server has no real extension package yet. Put the released
${EXTENSION_FILE_NAME} in the downloads folder (DOWNLOADS_DIR) and restart.
`;

/** Creates a small valid zip when the real package has not been put in place. */
export async function ensureExtensionZip(downloadsDir: string): Promise<string> {
  const filePath = path.join(downloadsDir, EXTENSION_FILE_NAME);
  if (!existsSync(filePath)) {
    await mkdir(downloadsDir, { recursive: true });
    const zip = zipSync({ 'README.txt': strToU8(PLACEHOLDER_README) });
    await writeFile(filePath, zip, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
  return filePath;
}

export async function fileSize(filePath: string): Promise<number | undefined> {
  try {
    const info = await stat(filePath);
    return info.isFile() ? info.size : undefined;
  } catch {
    return undefined;
  }
}
