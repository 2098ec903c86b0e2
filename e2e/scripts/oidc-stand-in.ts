import { FACEBOOK_PROFILE_PATH, OIDC_CLIENT } from '../support/oidc-client';
import { startOidcProvider } from '../support/oidc-provider';

/**
 * `npm run oidc-stand-in -w @oneclick/e2e`: the OpenID provider the end-to-end tests sign in with
 * Google and Facebook through, for a portal on this machine (README, "Trying Google and Facebook
 * sign-in on a laptop"). Its sign-in page takes any e-mail and any password; Ctrl+C stops it.
 */
const port = Number(process.env.OIDC_PORT ?? 3200);
const portalUrl = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const { issuer } = await startOidcProvider(port, portalUrl);
const settings = [
  `GOOGLE_CLIENT_ID=${OIDC_CLIENT.id}`,
  `GOOGLE_CLIENT_SECRET=${OIDC_CLIENT.secret}`,
  `GOOGLE_ISSUER=${issuer}`,
  `FACEBOOK_CLIENT_ID=${OIDC_CLIENT.id}`,
  `FACEBOOK_CLIENT_SECRET=${OIDC_CLIENT.secret}`,
  `FACEBOOK_AUTHORIZATION_URL=${issuer}/auth`,
  `FACEBOOK_TOKEN_URL=${issuer}/token`,
  `'FACEBOOK_USERINFO_URL=${issuer}${FACEBOOK_PROFILE_PATH}?fields=id,name,email'`,
];
console.log(`A stand-in for Google and Facebook is listening at ${issuer}, for the portal at ${portalUrl}.
Start the portal with (or put these in .env):

  ${settings.join(' \\\n  ')} \\\n  npm start

then press "Continue with Google" or "Continue with Facebook" on ${portalUrl}/login.`);
