import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is generated from the route schemas and served under /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v1/health'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/v1/site'].get.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'supportEmail',
    );
  });

  it('documents the licence API the extension calls (docs/licence-api.md)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/v1/device/authorize'].post.responses)).toContain('200');
    expect(Object.keys(doc.paths['/api/v1/device/token'].post.responses)).toEqual(['200', '400']);
    expect(doc.paths['/api/v1/licence/activate'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['fingerprint', 'hostname', 'os', 'version', 'nonce']),
    );
    expect(doc.paths['/api/v1/licence/check-in'].post).toBeDefined();
    expect(doc.paths['/api/v1/licence/machines/{id}'].delete).toBeDefined();
    expect(doc.paths['/.well-known/oneclick-licence-keys.json'].get).toBeDefined();
  });

  it('serves the interactive documentation page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
