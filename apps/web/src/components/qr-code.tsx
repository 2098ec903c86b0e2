import { Image, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { toDataURL } from 'qrcode';
import { localKeys } from '../lib/query-keys';

interface QrCodeProps {
  /** What the code says: a VietQR payload, an otpauth:// address. */
  text: string;
  alt: string;
  size?: number;
  testId?: string;
}

/** Text drawn as a QR code for a phone to scan (drawn in the browser; the text comes from the server). */
export function QrCode({ text, alt, size = 240, testId }: QrCodeProps) {
  const { data } = useQuery({
    queryKey: localKeys.qrCode(text, size),
    queryFn: () => toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: size }),
    staleTime: Infinity,
    // Not kept once off screen: an authenticator's secret is in its text.
    gcTime: 0,
  });
  if (!data) return <Skeleton w={size} h={size} />;
  return <Image src={data} alt={alt} w={size} h={size} data-testid={testId} data-payload={text} />;
}
