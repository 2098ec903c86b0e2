/**
 * The name a saved VietQR image gets: named after its order, so the buyer finds it among their
 * photos or downloads, with nothing in it a file system could refuse.
 */
export function vietQrFileName(orderId: string): string {
  const safe = orderId.replace(/[^A-Za-z0-9-]/g, '');
  return `vietqr-${safe || 'order'}.png`;
}
