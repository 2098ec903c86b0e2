/** Codes a client address may ask for. */
export const DEVICE_AUTHORIZE_LIMIT = { limit: 10, windowSeconds: 600 };

/** Lookups and decisions a user may make on /device: enough for typos, far too few to guess a code. */
export const DEVICE_LOOKUP_LIMIT = { limit: 20, windowSeconds: 600 };
