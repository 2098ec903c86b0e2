import { siteConfigSchema } from '@oneclick/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { BANK_ENV } from '../helpers/bank-config.js';

describe('GET /api/v1/site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SUPPORT_EMAIL: 'help@factory.example',
      COMMUNITY_CHAT_URL: 'https://chat.example/oneclick',
      BUSINESS_TIME_ZONE: 'Asia/Bangkok',
    });
  });
  afterAll(() => t.close());

  it('serves the configured contacts, community links and business time zone, cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/site' });
    expect(res.statusCode).toBe(200);
    const body = siteConfigSchema.parse(res.json());
    expect(body.supportEmail).toBe('help@factory.example');
    expect(body.community.chatUrl).toBe('https://chat.example/oneclick');
    expect(body.timeZone).toBe('Asia/Bangkok');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(body.bankTransferPrices).toEqual({ pro: null, premium: null });
  });

  it('offers bank-transfer prices only when the bank account is configured', async () => {
    const withBank = await createTestApp({ ...BANK_ENV, VND_PRICE_PREMIUM: '' });
    const res = await withBank.app.inject({ method: 'GET', url: '/api/v1/site' });
    expect(res.json().bankTransferPrices).toEqual({ pro: 14_990_000, premium: null });
    await withBank.close();
    const pricesOnly = await createTestApp({ VND_PRICE_PRO: '14990000' });
    const withoutBank = await pricesOnly.app.inject({ method: 'GET', url: '/api/v1/site' });
    expect(withoutBank.json().bankTransferPrices).toEqual({ pro: null, premium: null });
    await pricesOnly.close();
  });
});
