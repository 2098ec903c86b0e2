/**
 * The WebAuthn library, loaded when a passkey is first used rather than at every start: it is the
 * largest of the server's dependencies (33 MB and 0.18 s to load), and most processes never see a
 * passkey. Call it before a unit of work, so that no transaction waits for the first load. Its
 * types are imported as types, which cost nothing at run time.
 */
export const loadWebAuthn = () => import('@simplewebauthn/server');
