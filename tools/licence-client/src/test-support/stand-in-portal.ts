import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  apiPathOf,
  LICENCE_JWS_TYPE,
  LICENCE_KEYS_PATH,
  type LicenceClaims,
  licenceClaims,
  type LicencePublicKeys,
  ROLES,
  routes,
} from '@oneclick/shared';
import { calculateJwkThumbprint, CompactSign, exportJWK, generateKeyPair } from 'jose';

/** A key pair as the portal's ring has them: the public half as a JWK with its thumbprint as `kid`. */
export async function signingKey() {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  const keys: LicencePublicKeys = {
    keys: [{ kty: 'OKP', crv: 'Ed25519', x: jwk.x!, kid, alg: 'EdDSA', use: 'sig' }],
  };
  const sign = (claims: LicenceClaims, signingKid = kid) =>
    new CompactSign(new TextEncoder().encode(JSON.stringify(claims)))
      .setProtectedHeader({ alg: 'EdDSA', kid: signingKid, typ: LICENCE_JWS_TYPE })
      .sign(privateKey);
  return { kid, keys, sign };
}

/**
 * A portal on 127.0.0.1 that signs in any machine at once and answers activations and check-ins
 * with licences signed by a key of its own. What it signs (`claimsFor`) and serves as its key
 * set (`servedKeys`) are the test's to change; `paths` lists what it was asked.
 */
export async function standInPortal() {
  const key = await signingKey();
  const portal = {
    origin: '',
    key,
    paths: [] as string[],
    servedKeys: key.keys,
    /** When set, the key set answers a redirect there. */
    redirectKeysTo: null as string | null,
    claimsFor: (request: { fingerprint: string; nonce: string }): LicenceClaims =>
      licenceClaims({ id: 'u1', role: ROLES.pro, expiresAt: new Date(Date.now() + 365 * 86_400_000) }, request),
    sign: (claims: LicenceClaims) => key.sign(claims),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const path = request.url ?? '';
    portal.paths.push(path);
    const answer = (value: unknown) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(value));
    };
    if (path === LICENCE_KEYS_PATH && portal.redirectKeysTo) {
      response.writeHead(302, { location: portal.redirectKeysTo }).end();
    } else if (path === LICENCE_KEYS_PATH) {
      answer(portal.servedKeys);
    } else if (path === apiPathOf(routes.device.startDeviceAuthorization)) {
      const verification = `${portal.origin}/device`;
      answer({
        device_code: 'device-code',
        user_code: 'BCDF-GHJK',
        verification_uri: verification,
        verification_uri_complete: `${verification}?code=BCDF-GHJK`,
        expires_in: 600,
        interval: 0,
      });
    } else if (path === apiPathOf(routes.device.exchangeDeviceCode)) {
      answer({ access_token: 'device-token', token_type: 'Bearer' });
    } else if (
      path === apiPathOf(routes.licences.activateMachine) ||
      path === apiPathOf(routes.licences.checkInMachine)
    ) {
      const machine = JSON.parse(body);
      const now = new Date().toISOString();
      answer({
        licence: await portal.sign(portal.claimsFor(machine)),
        machine: { id: 'machine-1', ...machine, activatedAt: now, lastSeenAt: now },
      });
    } else {
      response.statusCode = 404;
      answer({ code: 'NOT_FOUND', message: 'Not here.' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  portal.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return portal;
}

export type StandInPortal = Awaited<ReturnType<typeof standInPortal>>;

/** A portal of the user's own, as an attacker would run one: Enterprise licences valid ten years. */
export async function strangerPortal() {
  const stranger = await standInPortal();
  stranger.claimsFor = ({ fingerprint, nonce }) => {
    const iat = Math.floor(Date.now() / 1000);
    return {
      sub: 'me',
      accountType: ROLES.enterprise,
      planExpiresAt: null,
      features: ['modelling'],
      fingerprint,
      nonce,
      iat,
      validUntil: iat + 10 * 365 * 24 * 3600,
    };
  };
  return stranger;
}
