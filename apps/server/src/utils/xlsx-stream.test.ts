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

/**
 * A text cell as Excel shows it: Excel reads `_xHHHH_` in any text as the character HHHH (ECMA-376's
 * ST_Xstring). exceljs decodes it, with this same rule, in shared and rich text but not in inline strings.
 */
function excelText(value: ExcelJS.CellValue): string {
  expect(typeof value).toBe('string');
  return (value as string).replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
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

  it('escapes markup', async () => {
    const name = 'A & B <c> "d" \'e\'';
    const sheet = await readSheet(await collect(xlsxStream('S', COLUMNS, inBatches([[name, null, 1]]))), 'S');
    expect(sheet!.getRow(2).getCell(1).value).toBe(name);
  });

  it.each([
    ['controls', 'a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg'],
    ['tab, line feed and carriage return', 'a\tb\nc\rd'],
    ['U+FFFE and U+FFFF', 'a\uFFFEb\uFFFFc'],
    ['lone surrogates', 'a\uD800b\uDC00c\uDBFF'],
    ['a surrogate pair', 'a\u{1F600}b'],
  ])('writes %s so that Excel reads the text back as it was', async (_, text) => {
    const workbook = await collect(
      xlsxStream(
        'S',
        COLUMNS,
        inBatches([
          [text, null, 1],
          ['next', null, 2],
        ]),
      ),
    );
    const sheet = await readSheet(workbook, 'S');
    expect(excelText(sheet!.getRow(2).getCell(1).value)).toBe(text);
    expect(sheet!.getRow(3).getCell(1).value).toBe('next');
  });

  it('writes U+0001 as _x0001_', async () => {
    const workbook = await collect(xlsxStream('S', COLUMNS, inBatches([['a\u0001b', null, 1]])));
    expect(strFromU8(unzipSync(workbook)['xl/worksheets/sheet1.xml']!)).toContain('>a_x0001_b<');
  });

  it.each([
    '_x0041_',
    'lan_x0041_@example.com',
    '_x005F_',
    '_x00e9_',
    '__x0041__x0042_',
    '_x1234\u0001',
    '_x0041',
    '=_x0041_',
  ])('keeps the literal text %j, which Excel would otherwise read as an escape', async (text) => {
    const workbook = await collect(xlsxStream('S', COLUMNS, inBatches([[text, null, 1]])));
    expect(excelText((await readSheet(workbook, 'S'))!.getRow(2).getCell(1).value)).toBe(text);
  });

  it('names columns past Z as a spreadsheet does: AA, AZ, BA, ZZ, AAA', async () => {
    const columns: XlsxColumn[] = Array.from({ length: 731 }, (_, index) => ({
      header: `H${index + 1}`,
      type: 'number',
      width: 4,
    }));
    const row = columns.map((_, index) => index + 1);
    const workbook = await collect(xlsxStream('S', columns, inBatches([row])));
    const sheet = (await readSheet(workbook, 'S'))!;
    for (const [letters, number] of [
      ['Z', 26],
      ['AA', 27],
      ['AZ', 52],
      ['BA', 53],
      ['ZZ', 702],
      ['AAA', 703],
      ['ABC', 731],
    ] as const) {
      expect(sheet.getCell(`${letters}1`).value).toBe(`H${number}`);
      expect(sheet.getCell(`${letters}2`).value).toBe(number);
    }
    expect(sheet.getRow(2).cellCount).toBe(731);
  });

  it.each([NaN, Infinity, -Infinity])('writes %s as an empty cell, and the file still opens', async (number) => {
    const workbook = await collect(
      xlsxStream(
        'S',
        COLUMNS,
        inBatches([
          ['Lan', number, number],
          ['Ana', 46356, 7],
        ]),
      ),
    );
    expect(strFromU8(unzipSync(workbook)['xl/worksheets/sheet1.xml']!)).not.toMatch(/NaN|Infinity/);
    const sheet = (await readSheet(workbook, 'S'))!;
    expect(sheet.getRow(2).values).toEqual([undefined, 'Lan']);
    expect(sheet.getRow(3).values).toEqual([undefined, 'Ana', new Date('2026-11-30T00:00:00Z'), 7]);
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
