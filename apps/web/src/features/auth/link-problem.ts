import { ApiError } from '../../lib/api-client';

export const LINK_PROBLEMS = ['TOKEN_USED', 'TOKEN_EXPIRED', 'TOKEN_INVALID'] as const;
export type LinkProblem = (typeof LINK_PROBLEMS)[number];

/** Why a one-time link cannot be used, when an error says so; null for any other failure. */
export function linkProblem(error: unknown): LinkProblem | null {
  return error instanceof ApiError && (LINK_PROBLEMS as readonly string[]).includes(error.code)
    ? (error.code as LinkProblem)
    : null;
}
