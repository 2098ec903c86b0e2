import { inflateSync } from 'node:zlib';

/**
 * Just enough of PDF to check what Chromium printed: its pages and the text on each. Chromium
 * writes text as glyph ids of embedded fonts in compressed streams, with a ToUnicode map per
 * font; this reads those maps and the text operators (Tf, Tj, TJ), not layout.
 */
export interface PrintedPdf {
  pages: string[];
}

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const start = body.indexOf('stream');
    if (start < 0) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, start);
    let data = body.slice(start + 'stream'.length).replace(/^\r?\n/, '');
    // The dictionary's /Length says where the bytes end; trimming a newline before `endstream`
    // instead would cut a compressed stream whose last byte happens to be one.
    const length = /\/Length (\d+)(?![\d\s]*R)/.exec(dict)?.[1];
    data = length ? data.slice(0, Number(length)) : data.slice(0, data.lastIndexOf('endstream')).replace(/\r?\n$/, '');
    const raw = Buffer.from(data, 'latin1');
    objects.set(Number(match[1]), { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw });
  }
  return objects;
}

const refOf = (dict: string, key: string) => {
  const match = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
  return match ? Number(match[1]) : undefined;
};

function hexToCodes(hex: string, width: number): number[] {
  const clean = hex.replace(/\s/g, '');
  const codes: number[] = [];
  for (let i = 0; i + width * 2 <= clean.length; i += width * 2)
    codes.push(parseInt(clean.slice(i, i + width * 2), 16));
  return codes;
}

function utf16(hex: string): string {
  const units = hexToCodes(hex, 2);
  return String.fromCharCode(...units);
}

/** A font's code -> text map from its ToUnicode CMap (bfchar and bfrange). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(parseInt(pair[1]!, 16), utf16(pair[2]!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g)) {
      const first = parseInt(range[1]!, 16);
      const last = parseInt(range[2]!, 16);
      const target = range[3]!;
      if (target.startsWith('[')) {
        const each = [...target.matchAll(/<([0-9A-Fa-f]+)>/g)].map((m) => utf16(m[1]!));
        each.forEach((value, i) => map.set(first + i, value));
      } else {
        const base = utf16(target.slice(1, -1));
        for (let code = first; code <= last; code++) {
          map.set(code, base.slice(0, -1) + String.fromCharCode(base.charCodeAt(base.length - 1) + code - first));
        }
      }
    }
  }
  return map;
}

interface Font {
  width: number;
  map: Map<number, string>;
}

function fontsOf(objects: Map<number, PdfObject>, page: PdfObject): Map<string, Font> {
  const resourcesRef = refOf(page.dict, 'Resources');
  const resources = resourcesRef === undefined ? page.dict : objects.get(resourcesRef)!.dict;
  const fontDictRef = refOf(resources, 'Font');
  const fontDict =
    fontDictRef === undefined ? (/\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '') : objects.get(fontDictRef)!.dict;
  const fonts = new Map<string, Font>();
  for (const entry of fontDict.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
    const font = objects.get(Number(entry[2]));
    if (!font) continue;
    const cmapRef = refOf(font.dict, 'ToUnicode');
    const cmap = cmapRef === undefined ? '' : (objects.get(cmapRef)?.stream?.toString('latin1') ?? '');
    fonts.set(entry[1]!, { width: /\/Type0/.test(font.dict) ? 2 : 1, map: toUnicode(cmap) });
  }
  return fonts;
}

/** The text of one content stream: each string shown, decoded with the font in use. */
function textOf(content: string, fonts: Map<string, Font>): string {
  let font: Font | undefined;
  let text = '';
  const show = (hex: string) => {
    if (!font) return;
    text += hexToCodes(hex, font.width)
      .map((code) => font!.map.get(code) ?? '')
      .join('');
  };
  const tokens = /\/([\w.+-]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>|(T\*|Td|TD|Tm|ET)\b/g;
  for (const token of content.matchAll(tokens)) {
    if (token[1]) font = fonts.get(token[1]);
    else if (token[2] !== undefined) show(token[2]);
    else text += ' ';
  }
  return text;
}

/** Chromium's PDF (`page.pdf()`), read as its pages' text. */
export function readPrintedPdf(pdf: Buffer): PrintedPdf {
  const objects = readObjects(pdf);
  const pages = [...objects.values()].filter((object) => /\/Type\s*\/Page(?![s\w])/.test(object.dict));
  return {
    pages: pages.map((page) => {
      const contents = [...(/\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(page.dict)?.[1] ?? '').matchAll(/(\d+) 0 R/g)];
      const fonts = fontsOf(objects, page);
      return contents
        .map((ref) => objects.get(Number(ref[1]))?.stream?.toString('latin1') ?? '')
        .map((content) => textOf(content, fonts))
        .join(' ');
    }),
  };
}
