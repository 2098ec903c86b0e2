/** An admin downloads this month's Sales Report as a spreadsheet, read to its end. */
import { routes } from '@oneclick/shared';
import { broke } from '../http.js';
import { apiUrl, type Shop } from '../shop.js';
import type { Outcome, VirtualUser } from '../virtual-user.js';

export async function exportSales(shop: Shop, { client }: VirtualUser): Promise<Outcome> {
  const answer = await client.get('sales.export', apiUrl(shop, routes.sales.exportSales), { cookie: shop.adminCookie });
  return broke(answer) ? 'failed' : 'done';
}
