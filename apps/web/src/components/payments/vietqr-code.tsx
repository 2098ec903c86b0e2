import { QrCode } from '../qr-code';

/** The VietQR payload drawn as a QR code banking apps scan (the payload comes from the server). */
export function VietQrCode({ payload, alt }: { payload: string; alt: string }) {
  return <QrCode text={payload} alt={alt} testId="vietqr" />;
}
