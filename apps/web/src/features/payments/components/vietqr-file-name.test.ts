import { describe, expect, it } from 'vitest';
import { vietQrFileName } from './vietqr-file-name';

describe('vietQrFileName', () => {
  it("names the image after the order's id", () => {
    expect(vietQrFileName('0A1B2C3D4E5F')).toBe('vietqr-0A1B2C3D4E5F.png');
  });

  it('keeps nothing a file system could refuse', () => {
    expect(vietQrFileName('../A1:B2/C3 *')).toBe('vietqr-A1B2C3.png');
    expect(vietQrFileName('/:*')).toBe('vietqr-order.png');
  });
});
