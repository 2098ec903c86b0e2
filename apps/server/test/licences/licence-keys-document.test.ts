import { verifyLicence } from '@oneclick/licence-client';
import { licenceClaims, licencePublicKeysSchema, ROLES } from '@oneclick/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { logInAs } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const PATH = '/.well-known/oneclick-licence-keys.json';

describe(`GET ${PATH}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('publishes the public keys, and only them, for anyone, cached for five minutes', async () => {
    const res = await t.app.inject({ method: 'GET', url: PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const document = licencePublicKeysSchema.parse(res.json());
    expect(document.keys).toHaveLength(1);
    expect(res.body).not.toMatch(/"d"/);

    const user = await insertUser(t.database.db);
    const cookie = await logInAs(t, user.email, TEST_PASSWORD);
    const signedIn = await t.app.inject({ method: 'GET', url: PATH, headers: { cookie } });
    expect(signedIn.json()).toEqual(res.json());
  });

  it("verifies the app's licences with the reference client, and no altered one", async () => {
    const machine = { fingerprint: 'fp-1', nonce: 'nonce-1' };
    const claims = licenceClaims({ id: 'u1', role: ROLES.pro, expiresAt: new Date(Date.now() + 86_400_000) }, machine);
    const licence = await t.licenceSigner.sign(claims);
    const keys = (await t.app.inject({ method: 'GET', url: PATH })).json();
    expect(await verifyLicence(licence, keys, machine)).toEqual(claims);

    const [header, payload, signature] = licence.split('.');
    const premium = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), accountType: ROLES.premium }),
    ).toString('base64url');
    await expect(verifyLicence(`${header}.${premium}.${signature}`, keys, machine)).rejects.toThrow('BAD_SIGNATURE');
  });

  it('refuses to be written to', async () => {
    const res = await t.app.inject({ method: 'POST', url: PATH, headers: { origin: t.config.publicUrl }, payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
