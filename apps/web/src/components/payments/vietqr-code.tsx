import { Image, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { toDataURL } from 'qrcode';

/** The VietQR payload drawn as a QR code banking apps scan (the payload comes from the server). */
export function VietQrCode({ payload, alt }: { payload: string; alt: string }) {
  const { data } = useQuery({
    queryKey: ['vietqr', payload],
    queryFn: () => toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 240 }),
    staleTime: Infinity,
  });
  if (!data) return <Skeleton w={240} h={240} />;
  return <Image src={data} alt={alt} w={240} h={240} data-testid="vietqr" data-payload={payload} />;
}
