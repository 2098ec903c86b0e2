import { zipSync } from 'fflate';

/** The text in the Latin letters a standard PDF font has: Vietnamese without its marks. */
function plain(text: string): string {
  return text
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A one-page PDF listing `lines` in Helvetica: what the stand-in hands out as an invoice's PDF. */
export function pdfOf(lines: string[]): Buffer {
  const content = ['BT /F1 11 Tf 50 800 Td 14 TL', ...lines.map((line) => `(${plain(line)}) Tj T*`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[c]};`);

/** The invoice's XML inside a ZIP, as SInvoice hands it out: the request as sent, under the number given. */
export function zipOf(invoiceNo: string, request: unknown): Buffer {
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n<HDon><SHDon>${escapeXml(invoiceNo)}</SHDon>` +
    `<DLieu>${escapeXml(JSON.stringify(request))}</DLieu></HDon>\n`;
  return Buffer.from(zipSync({ [`${invoiceNo}.xml`]: new TextEncoder().encode(xml) }));
}
