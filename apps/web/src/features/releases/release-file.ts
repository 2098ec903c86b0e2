import { RELEASE_MAX_BYTES } from '@oneclick/shared';

export type ReleaseFileProblem = 'FILE_REQUIRED' | 'NOT_A_ZIP' | 'FILE_TOO_LARGE';

/** What is wrong with the zip an admin chose, before a byte is sent (the server checks again). */
export function releaseFileProblem(file: { name: string; size: number } | null): ReleaseFileProblem | null {
  if (!file) return 'FILE_REQUIRED';
  if (!file.name.toLowerCase().endsWith('.zip')) return 'NOT_A_ZIP';
  if (file.size > RELEASE_MAX_BYTES) return 'FILE_TOO_LARGE';
  return null;
}
