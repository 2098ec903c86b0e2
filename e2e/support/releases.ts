import { routes } from '@oneclick/shared';
import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { clientOf } from './api';

const NOTES = { vi: 'Sửa lỗi xuất bản vẽ.', 'en-US': 'Fixes the drawing export.', th: 'แก้ไขการส่งออกแบบ' };

/**
 * A published release and a draft, made through the API by the signed-in admin of `page`, so
 * that the Releases section has rows of every kind to show. Their versions (0.x) stay below
 * the ones the releases journey publishes.
 */
export async function addReleases(page: Page, baseURL: string): Promise<void> {
  const client = clientOf(page.request, { origin: baseURL });
  const create = async (version: string) =>
    (await client.call(routes.releases.createRelease, { body: { version, notes: NOTES } })).id;
  const published = await create(`0.0.${randomInt(0, 9999)}`);
  const zip = zipSync({ 'oneclick/main.rb': strToU8('# OneClick') });
  await client.call(routes.releases.publishRelease, {
    params: { id: published },
    body: new Blob([zip], { type: 'application/zip' }),
  });
  await create(`0.1.${randomInt(0, 9999)}`);
}
