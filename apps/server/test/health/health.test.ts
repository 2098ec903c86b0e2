import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('GET /api/v1/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses other methods with the JSON error envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { origin: t.config.publicUrl },
      payload: {},
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 503 once the database is gone', async () => {
    await t.database.close();
    t.database.close = async () => {};
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
  });
});

describe('GET /api/v1/health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is ready when the database answers with every migration applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while the database lacks the newest migration this build ships', async () => {
    await t.database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1
      where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    await t.database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at + 1
      where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', database: 'ok', migrations: 'pending' });
  });

  it('is not ready once the database is gone', async () => {
    await t.database.close();
    t.database.close = async () => {};
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'unavailable', migrations: 'unknown' });
  });
});
