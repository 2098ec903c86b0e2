import { type Language, LANGUAGES, type Messages } from '@oneclick/shared';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Every confirmation dialog names its two outcomes, "Keep the order" / "Cancel the order", so that
 * no reader takes one for the other, in any language. The dialogs are found in the sources: each
 * ConfirmDelete, ReasonModal, useConfirmedDelete and DialogActions is given a keepLabel and a
 * confirmLabel, both messages, which are read here in every language.
 */

const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const messageFiles = import.meta.glob<Messages>('@messages/*/*.json', { import: 'default', eager: true });

/** The shared dialog pieces, which pass the labels they are given on. */
const SHARED = new Set([
  '/src/components/dialog-actions.tsx',
  '/src/components/confirm-delete.tsx',
  '/src/components/reason-modal.tsx',
  '/src/components/use-confirmed-delete.tsx',
]);
/** What asks a reader to keep something or to go ahead. */
const OPENERS = new Set(['DialogActions', 'ConfirmDelete', 'ReasonModal', 'useConfirmedDelete']);
/** Mantine's Modal used directly, for what asks no such question. */
const MODALS_WITHOUT_A_QUESTION: Record<string, string> = {
  '/src/features/resellers/components/commission-rate-modal.tsx': 'one field, saved by its one button',
  '/src/features/cms/components/posts-table.tsx': 'the post editor, saved by its one button',
};

const listOf = (words: string) => words.split('|');

/** Words that name no outcome: a button saying only this could mean either. */
const GENERIC: Record<Language, string[]> = {
  'en-US': listOf(
    'cancel|close|ok|okay|yes|no|confirm|back|go back|continue|delete|remove|keep|dismiss|save|submit|done',
  ),
  vi: listOf(
    'hủy|huỷ|hủy bỏ|đóng|ok|đồng ý|có|không|xác nhận|quay lại|trở lại|tiếp tục|xóa|xoá|gỡ|giữ|bỏ qua|lưu|xong',
  ),
  th: listOf('ยกเลิก|ปิด|ตกลง|ใช่|ไม่|ไม่ใช่|ยืนยัน|ย้อนกลับ|กลับ|ดำเนินการต่อ|ลบ|เก็บไว้|บันทึก|เสร็จ'),
};
/** Words two labels may share without naming the same thing (Thai, written without spaces, has none). */
const LINKING_WORDS: Partial<Record<Language, Set<string>>> = {
  'en-US': new Set(listOf('the|a|an|this|that|it|its|their|them|to|of|at|for|with|and|in|on|as|by')),
  vi: new Set(listOf('này|đó|các|những|của|cho|với|ở|và|bằng|mức|lại|đã|chưa|để')),
};

interface LabelPair {
  node: ts.Node;
  /** Where it is written: `features/orders/components/my-orders.tsx:54`. */
  at: string;
  keep: ts.Expression | undefined;
  confirm: ts.Expression | undefined;
}

function messageOf(language: Language, namespace: string, key: string): string | undefined {
  const file = Object.entries(messageFiles).find(([path]) => path.endsWith(`/${language}/${namespace}.json`));
  let value: unknown = file?.[1];
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return typeof value === 'string' ? value : undefined;
}

const normalised = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}%?/g, ' ')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Whether the two labels name one thing: a word in common, or in Thai (no spaces) four letters in a row. */
function shareANoun(language: Language, keep: string, confirm: string): boolean {
  const linking = LINKING_WORDS[language];
  if (!linking) {
    const a = normalised(keep).replace(/ /g, '');
    const b = normalised(confirm).replace(/ /g, '');
    for (let start = 0; start + 4 <= a.length; start += 1) if (b.includes(a.slice(start, start + 4))) return true;
    return false;
  }
  const words = (text: string) =>
    normalised(text)
      .split(/[^\p{L}\p{M}]+/u)
      .filter((word) => word.length >= 2 && !linking.has(word));
  const kept = new Set(words(keep));
  return words(confirm).some((word) => kept.has(word));
}

/** The first namespace of the `useTranslation` call in the nearest function that has one. */
function namespaceAt(node: ts.Node, calls: Map<ts.Node, string>): string {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    const namespace = calls.get(at);
    if (namespace) return namespace;
  }
  return 'common';
}

function readDialogs(file: string, text: string) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lineOf = (node: ts.Node) =>
    `${file.slice('/src/'.length)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const translations = new Map<ts.Node, string>();
  const pairs: LabelPair[] = [];
  const openers: ts.Node[] = [];
  const modals: ts.JsxElement[] = [];

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText() === 'useTranslation') {
      const [first] = node.arguments;
      const namespace = first && ts.isArrayLiteralExpression(first) ? first.elements[0] : first;
      const scope = ts.findAncestor(node, ts.isFunctionLike);
      if (scope && namespace && ts.isStringLiteral(namespace)) translations.set(scope, namespace.text);
    }
    if (ts.isCallExpression(node) && OPENERS.has(node.expression.getText())) openers.push(node);
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && OPENERS.has(node.tagName.getText())) {
      openers.push(node);
    }
    if (ts.isJsxElement(node) && node.openingElement.tagName.getText() === 'Modal') modals.push(node);
    if (ts.isJsxAttributes(node) || ts.isObjectLiteralExpression(node)) {
      const labels = new Map<string, ts.Expression | undefined>();
      for (const property of node.properties) {
        const name = property.name?.getText();
        if (name !== 'keepLabel' && name !== 'confirmLabel') continue;
        const value =
          ts.isJsxAttribute(property) && property.initializer && ts.isJsxExpression(property.initializer)
            ? property.initializer.expression
            : ts.isPropertyAssignment(property)
              ? property.initializer
              : undefined;
        labels.set(name, value);
      }
      if (labels.size > 0) {
        pairs.push({ node, at: lineOf(node), keep: labels.get('keepLabel'), confirm: labels.get('confirmLabel') });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  const contains = (outer: ts.Node, inner: ts.Node) =>
    inner.getStart() >= outer.getStart() && inner.getEnd() <= outer.getEnd();
  return {
    pairs: pairs.map((pair) => ({ ...pair, namespace: namespaceAt(pair.node, translations) })),
    unlabelled: openers.filter((opener) => !pairs.some((pair) => contains(opener, pair.node))).map(lineOf),
    unasked: modals.filter((modal) => !openers.some((opener) => contains(modal, opener))).map(lineOf),
  };
}

/** The message key a label is read from: `t('key')` or `t('key', { values })`. */
function keyOf(label: ts.Expression | undefined): string | undefined {
  if (!label || !ts.isCallExpression(label) || label.expression.getText() !== 't') return undefined;
  const [key] = label.arguments;
  return key && ts.isStringLiteral(key) ? key.text : undefined;
}

const dialogSources = Object.entries(sources).filter(([file]) => !SHARED.has(file));
const found = dialogSources.map(([file, text]) => ({ file, ...readDialogs(file, text) }));

describe('confirmation dialogs', () => {
  it('finds the dialogs it checks', () => {
    expect(found.flatMap(({ pairs }) => pairs).length).toBeGreaterThanOrEqual(15);
  });

  it('gives every dialog that asks a question a keep label and a confirm label, both messages', () => {
    const problems = found.flatMap(({ pairs, unlabelled }) => [
      ...unlabelled.map((at) => `${at}: a dialog without keepLabel and confirmLabel`),
      ...pairs.flatMap(({ at, keep, confirm }) => [
        ...(keyOf(keep) ? [] : [`${at}: keepLabel is not t('key')`]),
        ...(keyOf(confirm) ? [] : [`${at}: confirmLabel is not t('key')`]),
      ]),
    ]);
    expect(problems).toEqual([]);
  });

  it('asks every question through the shared dialog pieces', () => {
    const problems = found.flatMap(({ file, unasked }) =>
      file in MODALS_WITHOUT_A_QUESTION ? [] : unasked.map((at) => `${at}: a Modal without DialogActions`),
    );
    const browserDialogs = dialogSources
      .filter(([, text]) => /window\.confirm|openConfirmModal|@mantine\/modals/.test(text))
      .map(([file]) => file);
    const gone = Object.keys(MODALS_WITHOUT_A_QUESTION).filter((file) => !(file in sources));
    expect([...problems, ...browserDialogs, ...gone]).toEqual([]);
  });

  it.each(LANGUAGES)('names both outcomes in %s, each differently and each naming what it is done to', (language) => {
    const problems = found.flatMap(({ pairs }) =>
      pairs.flatMap(({ at, namespace, keep, confirm }) => {
        const qualified = (key: string) => (key.includes(':') ? key.split(':') : [namespace, key]) as [string, string];
        const keepKey = keyOf(keep);
        const confirmKey = keyOf(confirm);
        if (!keepKey || !confirmKey) return [];
        const keepText = messageOf(language, ...qualified(keepKey));
        const confirmText = messageOf(language, ...qualified(confirmKey));
        if (keepText === undefined || confirmText === undefined) {
          return [`${at}: no message ${keepKey} or ${confirmKey}`];
        }
        const said = `${at}: "${keepText}" / "${confirmText}"`;
        return [
          ...[keepText, confirmText]
            .filter((text) => GENERIC[language].includes(normalised(text)))
            .map((text) => `${said}: "${text}" says only what any button says`),
          ...(normalised(keepText) === normalised(confirmText) ? [`${said}: both say the same`] : []),
          ...(shareANoun(language, keepText, confirmText) ? [] : [`${said}: they do not name the same thing`]),
        ];
      }),
    );
    expect(problems).toEqual([]);
  });
});
