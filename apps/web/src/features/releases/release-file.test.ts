import { RELEASE_MAX_BYTES } from '@oneclick/shared';
import { describe, expect, it } from 'vitest';
import { releaseFileProblem } from './release-file';

describe('releaseFileProblem', () => {
  it('asks for a file when none is chosen', () => {
    expect(releaseFileProblem(null)).toBe('FILE_REQUIRED');
  });

  it('takes a .zip of any case up to the limit', () => {
    expect(releaseFileProblem({ name: 'oneclick-1.4.0.zip', size: 1 })).toBeNull();
    expect(releaseFileProblem({ name: 'ONECLICK.ZIP', size: RELEASE_MAX_BYTES })).toBeNull();
  });

  it('refuses another kind of file', () => {
    expect(releaseFileProblem({ name: 'oneclick.rbz', size: 1 })).toBe('NOT_A_ZIP');
    expect(releaseFileProblem({ name: 'zip', size: 1 })).toBe('NOT_A_ZIP');
  });

  it('refuses a zip over the limit', () => {
    expect(releaseFileProblem({ name: 'big.zip', size: RELEASE_MAX_BYTES + 1 })).toBe('FILE_TOO_LARGE');
  });
});
