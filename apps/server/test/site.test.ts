import { siteConfigSchema } from '@oneclick/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('GET /api/v1/site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SUPPORT_EMAIL: 'help@factory.example',
      COMMUNITY_CHAT_URL: 'https://chat.example/oneclick',
    });
  });
  afterAll(() => t.close());

  it('serves the configured contacts and community links, cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/site' });
    expect(res.statusCode).toBe(200);
    const body = siteConfigSchema.parse(res.json());
    expect(body.supportEmail).toBe('help@factory.example');
    expect(body.community.chatUrl).toBe('https://chat.example/oneclick');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});
