import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { linkProblem } from './link-problem';

describe('linkProblem', () => {
  it('names a used, expired or unknown link', () => {
    expect(linkProblem(new ApiError('TOKEN_USED', 410, ''))).toBe('TOKEN_USED');
    expect(linkProblem(new ApiError('TOKEN_EXPIRED', 410, ''))).toBe('TOKEN_EXPIRED');
    expect(linkProblem(new ApiError('TOKEN_INVALID', 400, ''))).toBe('TOKEN_INVALID');
  });

  it('is null for failures that say nothing about the link', () => {
    expect(linkProblem(new ApiError('NETWORK_ERROR', 0, ''))).toBeNull();
    expect(linkProblem(new ApiError('REQUEST_PWD_FAIL', 400, ''))).toBeNull();
    expect(linkProblem(new Error('boom'))).toBeNull();
    expect(linkProblem(null)).toBeNull();
  });
});
