import { LICENCE_KEYS_PATH, type LicenceClaims, ROLES } from '@oneclick/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type KeptState, LicenceClient } from './licence-client.js';
import { signingKey, type StandInPortal, standInPortal, strangerPortal } from './test-support/stand-in-portal.js';
import { LicenceRefused } from './verify-licence.js';

const YEAR_SECONDS = 365 * 24 * 3600;
const machine = { fingerprint: 'fingerprint-1', hostname: 'WORKSHOP-1', os: 'Windows 11', version: '2.4.0' };

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LicenceRefused);
  return (error as LicenceRefused).reason;
}

/** A licence's payload changed and put back with its old signature. */
function edited(licence: string, change: Partial<LicenceClaims>): string {
  const [header, payload, signature] = licence.split('.');
  const claims = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), ...change };
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

describe('LicenceClient, pinned to its portal', () => {
  let portal: StandInPortal;
  /** A portal of the user's own, as a state file could name it: Enterprise, valid ten years. */
  let stranger: StandInPortal;

  beforeEach(async () => {
    [portal, stranger] = await Promise.all([standInPortal(), strangerPortal()]);
  });
  afterEach(() => Promise.all([portal.close(), stranger.close()]));

  const pinnedTo = (pinned: StandInPortal) => new LicenceClient({ origin: pinned.origin, pinnedKeys: pinned.key.keys });

  it('signs in, activates and checks in at its pinned portal, verifying with the pinned keys alone', async () => {
    const client = pinnedTo(portal);
    const started = await client.startSignIn(machine);
    const token = await client.waitForDeviceToken(started, async () => {});
    const activated = await client.activate(token, machine);
    expect(activated.claims).toMatchObject({ accountType: ROLES.pro, fingerprint: machine.fingerprint });
    expect(activated.kept).toEqual({ token, licence: expect.any(String) });
    expect((await client.checkIn(token, machine)).claims.accountType).toBe(ROLES.pro);
    expect(portal.paths).not.toContain(LICENCE_KEYS_PATH);
  });

  it('is pinned by an https origin: plain http only on this machine', () => {
    expect(() => new LicenceClient({ origin: 'http://portal.example', pinnedKeys: { keys: [] } })).toThrow('https');
    expect(new LicenceClient({ origin: 'https://portal.example/any/path', pinnedKeys: { keys: [] } }).origin).toBe(
      'https://portal.example',
    );
  });

  it("refuses a licence signed with a stranger's key set, asking only the pinned portal for the key", async () => {
    const forged = await stranger.sign(stranger.claimsFor({ fingerprint: machine.fingerprint, nonce: 'n' }));
    const tampered = { token: 'device-token', licence: forged, portal: stranger.origin, keys: stranger.key.keys };
    expect(await refusal(pinnedTo(portal).useKept(tampered, machine.fingerprint))).toBe('BAD_SIGNATURE');
    expect(portal.paths).toEqual([LICENCE_KEYS_PATH]);
    expect(stranger.paths).toEqual([]);
  });

  it('fetches a key it does not know from the pinned portal, once; a fetched key never replaces a pinned one', async () => {
    const rotated = await signingKey();
    portal.sign = (claims) => rotated.sign(claims);
    portal.servedKeys = { keys: [...rotated.keys.keys, ...portal.key.keys.keys] };
    const client = pinnedTo(portal);
    await client.checkIn('device-token', machine);
    await client.checkIn('device-token', machine);
    expect(portal.paths.filter((path) => path === LICENCE_KEYS_PATH)).toHaveLength(1);

    const impostor = await signingKey();
    portal.servedKeys = { keys: [{ ...impostor.keys.keys[0]!, kid: portal.key.kid }] };
    portal.sign = (claims) => impostor.sign(claims, portal.key.kid);
    expect(await refusal(pinnedTo(portal).checkIn('device-token', machine))).toBe('BAD_SIGNATURE');
  });

  it('follows no redirect away from the pinned portal', async () => {
    portal.sign = (claims) => stranger.key.sign(claims);
    portal.redirectKeysTo = `${stranger.origin}${LICENCE_KEYS_PATH}`;
    await expect(pinnedTo(portal).checkIn('device-token', machine)).rejects.toThrow();
    expect(stranger.paths).toEqual([]);
  });

  describe('offline, on the state it kept', () => {
    async function keptState(): Promise<{ kept: KeptState; claims: LicenceClaims }> {
      const { kept, claims } = await pinnedTo(portal).activate('device-token', machine);
      return { kept: JSON.parse(JSON.stringify(kept)), claims };
    }

    it('runs on the kept licence until its valid-until, then must check in', async () => {
      const { kept, claims } = await keptState();
      expect(await pinnedTo(portal).useKept(kept, machine.fingerprint)).toEqual(claims);
      const end = new Date(claims.validUntil * 1000);
      expect(await refusal(pinnedTo(portal).useKept(kept, machine.fingerprint, end))).toBe('EXPIRED');
    });

    it('refuses a kept licence edited to a better plan or a later end', async () => {
      const { kept, claims } = await keptState();
      const client = pinnedTo(portal);
      for (const change of [{ accountType: ROLES.enterprise }, { validUntil: claims.validUntil + 10 * YEAR_SECONDS }]) {
        const tampered = { ...kept, licence: edited(kept.licence, change) };
        expect(await refusal(client.useKept(tampered, machine.fingerprint))).toBe('BAD_SIGNATURE');
      }
    });

    it('trusts no clock kept beside the licence: a machine clock before the signed issue time was set back', async () => {
      const { kept, claims } = await keptState();
      const withClock = { ...kept, latestTimeSeen: 0 };
      const rolledBack = new Date((claims.iat - 24 * 3600) * 1000);
      expect(await refusal(pinnedTo(portal).useKept(withClock, machine.fingerprint, rolledBack))).toBe(
        'CLOCK_ROLLED_BACK',
      );
    });

    it("refuses another machine's licence and a state it did not write", async () => {
      const { kept } = await keptState();
      const client = pinnedTo(portal);
      expect(await refusal(client.useKept(kept, 'fingerprint-2'))).toBe('WRONG_MACHINE');
      for (const state of [null, {}, { token: kept.token }, { licence: kept.licence, token: 7 }]) {
        expect(await refusal(client.useKept(state, machine.fingerprint))).toBe('BAD_STATE');
      }
      expect(await refusal(client.useKept({ ...kept, licence: 'not.a.licence' }, machine.fingerprint))).toBe(
        'BAD_SIGNATURE',
      );
    });
  });
});
