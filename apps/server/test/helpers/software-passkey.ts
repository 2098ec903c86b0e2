import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  sign,
} from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey held in memory: an ES256 key pair that answers WebAuthn's create and get the way a
 * platform authenticator with user verification does ("none" attestation). The server's tests
 * drive the portal's passkey API with it, and so do the end-to-end helpers (e2e/support), which
 * keep it in a file between specs; Chromium's virtual authenticator covers the browser side.
 */
export interface SoftwarePasskey {
  readonly credentialId: Buffer;
  readonly origin: string;
  /** Whether it says it verified its user (a PIN, a fingerprint). */
  userVerified: boolean;
  /** What `get` answers with as the user handle, once `create` has been given one. */
  userHandle?: string;
  create(options: { challenge: string; rp: { id?: string }; user: { id: string } }): Record<string, unknown>;
  get(options: { challenge: string; rpId?: string }): Record<string, unknown>;
  /** What restores it (softwarePasskeyFromJSON): its private key as PKCS#8, its id and user handle. */
  toJSON(): SoftwarePasskeyJSON;
}

export interface SoftwarePasskeyJSON {
  origin: string;
  /** base64url */
  credentialId: string;
  /** PKCS#8 DER, base64url */
  privateKey: string;
  userHandle?: string;
  counts: boolean;
}

export interface SoftwarePasskeyOptions {
  /**
   * Whether it counts its signatures (the default). Many synced passkeys keep no counter and
   * always say 0; so does a copy used by several processes at once, which could not agree on one.
   */
  counts?: boolean;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

export function softwarePasskey(origin: string, options: SoftwarePasskeyOptions = {}): SoftwarePasskey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return passkeyWith(origin, privateKey, randomBytes(32), options.counts ?? true);
}

/** The passkey `toJSON` described, able to sign in again. */
export function softwarePasskeyFromJSON(json: SoftwarePasskeyJSON): SoftwarePasskey {
  const privateKey = createPrivateKey({ key: Buffer.from(json.privateKey, 'base64url'), format: 'der', type: 'pkcs8' });
  const passkey = passkeyWith(json.origin, privateKey, Buffer.from(json.credentialId, 'base64url'), json.counts);
  if (json.userHandle) passkey.userHandle = json.userHandle;
  return passkey;
}

function passkeyWith(origin: string, privateKey: KeyObject, credentialId: Buffer, counts: boolean): SoftwarePasskey {
  const publicKey = createPublicKey(privateKey);
  let counter = 0;
  const flags = (extra = 0) => FLAG_USER_PRESENT | (passkey.userVerified ? FLAG_USER_VERIFIED : 0) | extra;
  const rpIdOf = (rpId: string | undefined) => rpId ?? new URL(origin).hostname;
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  const passkey: SoftwarePasskey = {
    credentialId,
    origin,
    userVerified: true,
    create(options) {
      passkey.userHandle = options.user.id;
      const credentialLength = Buffer.alloc(2);
      credentialLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(rpIdOf(options.rp.id)),
        Buffer.from([flags(FLAG_ATTESTED_CREDENTIAL)]),
        counterBytes(counter),
        Buffer.alloc(16), // AAGUID: none
        credentialLength,
        credentialId,
        coseKey(publicKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    get(options) {
      if (counts) counter += 1;
      const authData = Buffer.concat([sha256(rpIdOf(options.rpId)), Buffer.from([flags()]), counterBytes(counter)]);
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(passkey.userHandle ? { userHandle: passkey.userHandle } : {}),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    toJSON() {
      return {
        origin,
        credentialId: b64url(credentialId),
        privateKey: b64url(privateKey.export({ format: 'der', type: 'pkcs8' })),
        ...(passkey.userHandle ? { userHandle: passkey.userHandle } : {}),
        counts,
      };
    },
  };
  return passkey;
}
