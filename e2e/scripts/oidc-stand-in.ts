import { OIDC_CLIENT } from '../support/oidc-client';
import { startOidcProvider } from '../support/oidc-provider';

/**
 * `npm run oidc-stand-in -w @oneclick/e2e`: the OpenID provider the end-to-end tests sign in with
 * Google through, for a portal on this machine (README, "Trying Google sign-in on a laptop").
 * Its sign-in page takes any e-mail and any password; Ctrl+C stops it.
 */
const port = Number(process.env.OIDC_PORT ?? 3200);
const portalUrl = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const { issuer } = await startOidcProvider(port, portalUrl);
console.log(`A stand-in for Google is listening at ${issuer}, for the portal at ${portalUrl}.
Start the portal with:

  GOOGLE_CLIENT_ID=${OIDC_CLIENT.id} GOOGLE_CLIENT_SECRET=${OIDC_CLIENT.secret} GOOGLE_ISSUER=${issuer} npm start

then press "Continue with Google" on ${portalUrl}/login.`);
