import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type XlsxColumn, type XlsxValue, xlsxStream } from './xlsx-stream.js';

const COLUMNS: XlsxColumn[] = [
  { header: 'Name', type: 'text', width: 20 },
  { header: 'Day', type: 'date', width: 12 },
  { header: 'Count', type: 'number', width: 8 },
];

async function collect(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function* inBatches(rows: XlsxValue[][], size = 2): AsyncGenerator<XlsxValue[][]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

async function readSheet(workbook: Buffer, name: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(workbook).buffer);
  return book.getWorksheet(name);
}

describe('xlsxStream', () => {
  it('writes a workbook a spreadsheet reader opens: sheet, bold header, text, real dates and numbers', async () => {
    // 46356 is 30 November 2026 counted from Excel's day zero, 30 December 1899.
    const rows: XlsxValue[][] = [
      ['Lan', 46356, 12],
      ['Somchai', 46357, 24],
      ['Ana', null, 36],
    ];
    const sheet = await readSheet(await collect(xlsxStream('Sale Report', COLUMNS, inBatches(rows))), 'Sale Report');
    expect(sheet).toBeDefined();
    expect(sheet!.getRow(1).values).toEqual([undefined, 'Name', 'Day', 'Count']);
    expect(sheet!.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet!.rowCount).toBe(4);
    expect(sheet!.getRow(2).values).toEqual([undefined, 'Lan', new Date('2026-11-30T00:00:00Z'), 12]);
    expect(sheet!.getRow(3).getCell(2).numFmt).toBe('mm/dd/yyyy');
    expect(sheet!.getRow(4).getCell(2).value).toBeNull();
  });

  it.each(['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\r=1'])(
    'keeps %j a string cell that no spreadsheet evaluates',
    async (text) => {
      const workbook = await collect(xlsxStream('S', COLUMNS, inBatches([[text, null, 1]])));
      const cell = (await readSheet(workbook, 'S'))!.getRow(2).getCell(1);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.value).toBe(text);
      const files = unzipSync(workbook);
      const sheetXml = strFromU8(files['xl/worksheets/sheet1.xml']!);
      expect(sheetXml).not.toContain('<f>');
      expect(sheetXml).toMatch(/<c r="A2" t="inlineStr" s="3">/);
      expect(strFromU8(files['xl/styles.xml']!)).toMatch(
        /<cellXfs count="4">(<xf [^>]*\/>){3}<xf [^>]*quotePrefix="1"/,
      );
    },
  );

  it('escapes markup and drops characters XML cannot hold', async () => {
    const name = 'A & B <c> "d"\u0001';
    const sheet = await readSheet(await collect(xlsxStream('S', COLUMNS, inBatches([[name, null, 1]]))), 'S');
    expect(sheet!.getRow(2).getCell(1).value).toBe('A & B <c> "d"');
  });

  it('reads no further ahead than the download needs, and stops reading when the download stops', async () => {
    let pulled = 0;
    let finished = false;
    async function* endless(): AsyncGenerator<XlsxValue[][]> {
      try {
        for (;;) {
          pulled += 1;
          yield Array.from({ length: 500 }, (_, index) => [`customer${pulled}-${index}@example.com`, 46356, 12]);
        }
      } finally {
        finished = true;
      }
    }
    const stream = xlsxStream('S', COLUMNS, endless());
    let chunks = 0;
    for await (const chunk of stream) {
      expect(chunk.length).toBeGreaterThan(0);
      chunks += 1;
      if (chunks === 20) break;
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(finished).toBe(true);
    expect(pulled).toBeLessThan(200);
  });
});
