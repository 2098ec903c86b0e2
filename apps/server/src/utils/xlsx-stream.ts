import { zipStream } from './zip-stream.js';

/** The media type of a workbook download. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A sheet's column: its header and how its values are written. */
export interface XlsxColumn {
  header: string;
  /** `text` cells are strings, `number` plain numbers, `date` Excel day serials (days since 1899-12-30), by default shown as mm/dd/yyyy. */
  type: 'text' | 'number' | 'date';
  /** Width in characters. */
  width: number;
  /** How a number or date column's cells are shown, as an Excel format code (`dd/mm/yyyy`, `#,##0.00`). */
  format?: string;
}

/** A number shown in a format of its own, one of the workbook's `formats` (an amount in its currency's). */
export interface XlsxFormattedNumber {
  number: number;
  format: string;
}

export type XlsxValue = string | number | XlsxFormattedNumber | null;

/** Styles, by their index in styles.xml's cellXfs; a number format's own style follows them. */
const STYLE = { header: 1, date: 2, quotedText: 3 } as const;
const FIRST_FORMAT_STYLE = 4;
/** A workbook's own number formats are numbered from 164, which mm/dd/yyyy takes. */
const FIRST_FORMAT_ID = 165;

/**
 * A one-sheet workbook (.xlsx) written as it is read: `batches` is pulled only when the consumer
 * wants more bytes, so memory stays flat and a slow download slows the query, never the heap.
 * `formats` are the number formats cells may name besides their columns': styles.xml is written
 * before the rows, so every format is known up front.
 */
export function xlsxStream(
  sheetName: string,
  columns: readonly XlsxColumn[],
  batches: AsyncIterable<readonly (readonly XlsxValue[])[]>,
  formats: readonly string[] = [],
): AsyncGenerator<Uint8Array> {
  const styles = formatStyles(columns, formats);
  const parts = Object.entries(packageParts(sheetName, [...styles.keys()])).map(([name, xml]) => ({
    name,
    content: once(xml),
  }));
  return zipStream([...parts, { name: 'xl/worksheets/sheet1.xml', content: sheetXml(columns, styles, batches) }]);
}

/** Each number format's style index, in the order styles.xml lists them. */
function formatStyles(columns: readonly XlsxColumn[], formats: readonly string[]): Map<string, number> {
  const styles = new Map<string, number>();
  for (const format of [...columns.map((column) => column.format), ...formats]) {
    if (format !== undefined && !styles.has(format)) styles.set(format, FIRST_FORMAT_STYLE + styles.size);
  }
  return styles;
}

async function* once(text: string): AsyncGenerator<Uint8Array> {
  yield Buffer.from(text, 'utf8');
}

async function* sheetXml(
  columns: readonly XlsxColumn[],
  styles: ReadonlyMap<string, number>,
  batches: AsyncIterable<readonly (readonly XlsxValue[])[]>,
): AsyncGenerator<Uint8Array> {
  const letters = columns.map((_, index) => columnLetters(index));
  yield Buffer.from(sheetStart(columns, letters), 'utf8');
  let rowNumber = 1;
  for await (const batch of batches) {
    let xml = '';
    for (const values of batch) {
      rowNumber += 1;
      xml += rowXml(rowNumber, columns, styles, letters, values);
    }
    yield Buffer.from(xml, 'utf8');
  }
  yield Buffer.from('</sheetData></worksheet>', 'utf8');
}

function sheetStart(columns: readonly XlsxColumn[], letters: string[]): string {
  const widths = columns
    .map((column, index) => `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>`)
    .join('');
  const header = columns
    .map(
      (column, index) =>
        `<c r="${letters[index]}1" t="inlineStr" s="${STYLE.header}"><is><t>${escapeXml(column.header)}</t></is></c>`,
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    `<worksheet xmlns="${MAIN_NS}"><sheetViews><sheetView workbookViewId="0">` +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<cols>${widths}</cols><sheetData><row r="1">${header}</row>`
  );
}

function rowXml(
  row: number,
  columns: readonly XlsxColumn[],
  styles: ReadonlyMap<string, number>,
  letters: string[],
  values: readonly XlsxValue[],
): string {
  let xml = `<row r="${row}">`;
  columns.forEach((column, index) => {
    const value = values[index];
    if (value === null || value === undefined || value === '') return;
    const ref = `${letters[index]}${row}`;
    if (typeof value === 'object') {
      const style = styles.get(value.format);
      if (style === undefined) throw new Error(`The number format ${value.format} is not among the workbook's.`);
      xml += numberCell(ref, value.number, style);
    } else if (column.type === 'text') {
      const text = String(value);
      // A string cell is never evaluated, and quotePrefix keeps it text even when someone edits it.
      const style = FORMULA_START.test(text) ? ` s="${STYLE.quotedText}"` : '';
      xml += `<c r="${ref}" t="inlineStr"${style}><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
    } else {
      const style = column.format !== undefined ? styles.get(column.format) : undefined;
      xml += numberCell(ref, Number(value), style ?? (column.type === 'date' ? STYLE.date : undefined));
    }
  });
  return `${xml}</row>`;
}

function numberCell(ref: string, number: number, style: number | undefined): string {
  // Excel has no NaN or infinity: such a cell would make it refuse the file. Left empty, the
  // column stays all numbers (or dates), so sums and sorts over it still work.
  if (!Number.isFinite(number)) return '';
  return `<c r="${ref}"${style === undefined ? '' : ` s="${style}"`}><v>${number}</v></c>`;
}

/** A column's letters from its 0-based index: A..Z, AA..AZ, BA..ZZ, AAA... */
function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** What a spreadsheet could read as the start of a formula (OWASP's CSV-injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Characters XML 1.0 cannot hold: controls other than tab, LF and CR, lone surrogates, U+FFFE, U+FFFF. */
const XML_INVALID = String.raw`[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]`;

/**
 * Excel reads `_xHHHH_` in text as the character HHHH (ECMA-376's ST_Xstring), so an XML-invalid
 * character is written that way, and the underscore of text that would read as such an escape
 * (counting one whose closing underscore is an invalid character's escape) is written `_x005F_`.
 */
const EXCEL_ESCAPED = new RegExp(String.raw`_(?=x[0-9A-Fa-f]{4}(?:_|${XML_INVALID}))|${XML_INVALID}`, 'g');

function escapeXml(text: string): string {
  return text
    .replace(EXCEL_ESCAPED, (char) => `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r/g, '&#13;'); // a literal CR would be read back as a line feed
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Everything in the package except the sheet's rows; `formats` get the styles after the fixed four. */
function packageParts(sheetName: string, formats: readonly string[]): Record<string, string> {
  const numFmts = formats
    .map((format, index) => `<numFmt numFmtId="${FIRST_FORMAT_ID + index}" formatCode="${escapeXml(format)}"/>`)
    .join('');
  const formatXfs = formats
    .map(
      (_, index) =>
        `<xf numFmtId="${FIRST_FORMAT_ID + index}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
    )
    .join('');
  return {
    '[Content_Types].xml':
      XML_HEAD +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
    '_rels/.rels':
      XML_HEAD +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
      '</Relationships>',
    'xl/workbook.xml':
      XML_HEAD +
      `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
      `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      XML_HEAD +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
      '</Relationships>',
    'xl/styles.xml':
      XML_HEAD +
      `<styleSheet xmlns="${MAIN_NS}">` +
      `<numFmts count="${1 + formats.length}"><numFmt numFmtId="164" formatCode="mm/dd/yyyy"/>${numFmts}</numFmts>` +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${FIRST_FORMAT_STYLE + formats.length}">` +
      '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
      '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
      '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/>' +
      `${formatXfs}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>',
  };
}
