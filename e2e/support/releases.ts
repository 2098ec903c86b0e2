import { routes } from '@oneclick/shared';
import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { apiPath } from './api';

const NOTES = { vi: 'Sửa lỗi xuất bản vẽ.', 'en-US': 'Fixes the drawing export.', th: 'แก้ไขการส่งออกแบบ' };

/**
 * A published release and a draft, made through the API by the signed-in admin of `page`, so
 * that the Releases section has rows of every kind to show. Their versions (0.x) stay below
 * the ones the releases journey publishes.
 */
export async function addReleases(page: Page, baseURL: string): Promise<void> {
  const headers = { origin: baseURL };
  const create = async (version: string) => {
    const res = await page.request.post(apiPath(routes.releases.createRelease), {
      headers,
      data: { version, notes: NOTES },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const published = await create(`0.0.${randomInt(0, 9999)}`);
  const zip = Buffer.from(zipSync({ 'oneclick/main.rb': strToU8('# OneClick') }));
  const upload = await page.request.put(apiPath(routes.releases.publishRelease, { id: published }), {
    headers: { ...headers, 'content-type': 'application/zip' },
    data: zip,
  });
  expect(upload.status()).toBe(200);
  await create(`0.1.${randomInt(0, 9999)}`);
}
