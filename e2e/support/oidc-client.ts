/** The client the portal is registered as at the stand-in OpenID provider (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET). */
export const OIDC_CLIENT = { id: 'oneclick-portal', secret: 'stand-in-client-secret-0123456789' } as const;

/** Where the stand-in answers as Facebook's Graph API does for `GET /me?fields=id,name,email`. */
export const FACEBOOK_PROFILE_PATH = '/me';
