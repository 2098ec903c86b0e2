import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type XlsxColumn, type XlsxValue, xlsxStream } from './xlsx-stream.js';

async function collect(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function* once(rows: XlsxValue[][]): AsyncGenerator<XlsxValue[][]> {
  yield rows;
}

async function firstSheet(workbook: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(workbook).buffer);
  return book.worksheets[0]!;
}

describe('xlsxStream’s number formats', () => {
  it('shows a column in its own format, and a cell in one of the workbook’s', async () => {
    const columns: XlsxColumn[] = [
      { header: 'Day', type: 'date', width: 12, format: 'dd/mm/yyyy' },
      { header: 'Paid', type: 'number', width: 12 },
      { header: 'Count', type: 'number', width: 8 },
    ];
    const rows: XlsxValue[][] = [
      [46356, { number: 2_990_000, format: '#,##0' }, 1],
      [46357, { number: 479.2, format: '#,##0.00' }, 2],
    ];
    const sheet = await firstSheet(await collect(xlsxStream('S', columns, once(rows), ['#,##0', '#,##0.00'])));
    expect(sheet.getRow(2).values).toEqual([undefined, new Date('2026-11-30T00:00:00Z'), 2_990_000, 1]);
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('#,##0');
    expect(sheet.getRow(3).getCell(2).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(3).getCell(3).numFmt).toBeUndefined();
  });

  it('keeps the styles of a workbook that names no format as they were', async () => {
    const columns: XlsxColumn[] = [{ header: 'Day', type: 'date', width: 12 }];
    const files = unzipSync(new Uint8Array(await collect(xlsxStream('S', columns, once([[46356]])))));
    const styles = strFromU8(files['xl/styles.xml']!);
    expect(styles).toContain('<numFmts count="1"><numFmt numFmtId="164" formatCode="mm/dd/yyyy"/></numFmts>');
    expect(styles).toContain('<cellXfs count="4">');
  });

  it('refuses a cell whose format the workbook was not given', async () => {
    const columns: XlsxColumn[] = [{ header: 'Paid', type: 'number', width: 12 }];
    await expect(collect(xlsxStream('S', columns, once([[{ number: 1, format: '0.0' }]])))).rejects.toThrow(
      /not among the workbook's/,
    );
  });
});
