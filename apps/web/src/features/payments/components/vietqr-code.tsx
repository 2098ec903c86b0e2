import { Button, Stack } from '@mantine/core';
import { toDataURL } from 'qrcode';
import { QrCode } from '../../../components/qr-code';
import { vietQrFileName } from './vietqr-file-name';

interface VietQrCodeProps {
  /** The VietQR payload (it comes from the server). */
  payload: string;
  alt: string;
  orderId: string;
  saveLabel: string;
}

/**
 * The VietQR payload drawn as a QR code banking apps scan, and a button that saves it as a PNG
 * named after the order: someone paying from the phone showing the code opens it in their bank's app.
 */
export function VietQrCode({ payload, alt, orderId, saveLabel }: VietQrCodeProps) {
  const save = async () => {
    const link = document.createElement('a');
    link.href = await toDataURL(payload, { errorCorrectionLevel: 'M', margin: 4, width: 600 });
    link.download = vietQrFileName(orderId);
    link.click();
  };
  return (
    <Stack gap="xs" align="center">
      <QrCode text={payload} alt={alt} testId="vietqr" />
      <Button variant="light" size="sm" onClick={() => void save()}>
        {saveLabel}
      </Button>
    </Stack>
  );
}
