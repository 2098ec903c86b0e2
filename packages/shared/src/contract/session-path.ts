/**
 * The session's method and path, in a file of its own: the app shell reads the session on every
 * page with this alone, and importing the whole table (`api-paths.ts`) would put every module's
 * paths into the shell.
 */
export const SESSION_PATH = { method: 'GET', path: '/auth/session' } as const;
