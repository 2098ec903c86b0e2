import { authFlags, isSameSitePath, needsSecondFactor, type SessionUser, WEB_PATHS } from '@oneclick/shared';
import { takeNextUrl } from '../../lib/next-url';

/**
 * Where a user goes after logging in: an admin without a second factor to /security to set one
 * up; admins and resellers to their dashboard; anyone else back to the page the guard stopped
 * them at, else the stored next-URL, else the profile.
 */
export function destinationAfterLogin(user: SessionUser, guardedPath: string | undefined): string {
  const nextUrl = takeNextUrl();
  const { isAdmin, isReseller } = authFlags(user);
  if (needsSecondFactor(user.role) && !user.secondFactor) return WEB_PATHS.security;
  if (isAdmin || isReseller) return WEB_PATHS.dashboard;
  if (isSameSitePath(guardedPath)) return guardedPath;
  return nextUrl ?? WEB_PATHS.profile;
}
