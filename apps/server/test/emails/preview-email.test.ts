import { EMAIL_TEMPLATE_NAMES } from '@oneclick/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('GET /api/v1/emails/:template/preview', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await logInAs(t, (await insertUser(t.database.db, { role: 1 })).email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('renders every template in the language asked, as its recipient would get it', async () => {
    for (const template of EMAIL_TEMPLATE_NAMES) {
      const res = await getJson(t, `/api/v1/emails/${template}/preview?language=th`, { cookie: admin });
      expect(res.statusCode, template).toBe(200);
      const { subject, text, html } = res.json();
      expect(subject).not.toBe('');
      expect(text).toContain('Trần Thị Lan');
      expect(html).toContain('lang="th"');
    }
    const renewal = (await getJson(t, '/api/v1/emails/renewalReminder/preview?language=th', { cookie: admin })).json();
    expect(renewal.subject).toBe('แพ็กเกจ OneClick Pro ของคุณจะหมดอายุในอีก 7 วัน');
  });

  it('refuses a visitor, a customer and a reseller, a template that does not exist and a language the portal has not', async () => {
    expect((await getJson(t, '/api/v1/emails/receipt/preview?language=vi')).statusCode).toBe(401);
    for (const values of [{}, { role: 2, isReseller: true, commissionRate: 10 }] as const) {
      const cookie = await logInAs(t, (await insertUser(t.database.db, values)).email, TEST_PASSWORD);
      expect((await getJson(t, '/api/v1/emails/receipt/preview?language=vi', { cookie })).statusCode).toBe(403);
    }
    for (const url of [
      '/api/v1/emails/sendEverything/preview?language=vi',
      '/api/v1/emails/receipt/preview?language=fr',
    ]) {
      const res = await getJson(t, url, { cookie: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
