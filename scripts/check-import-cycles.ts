/**
 * Fails when the sources' imports run in a circle: `npm run lint` runs it after ESLint.
 *
 * It follows what import-x's no-cycle followed (static and dynamic imports and re-exports between
 * the repository's own files; type-only imports and packages left out), but over the whole graph at
 * once (Tarjan's strongly connected components) rather than again from each file: the rule took
 * three quarters of lint's time. Package names are left out: a workspace package (@oneclick/shared)
 * cannot import back into an app, as its lint zone forbids it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOTS = ['packages', 'apps', 'tools', 'e2e', 'bench', 'scripts'];
const SKIPPED = new Set(['node_modules', 'dist', 'drizzle', 'test-results']);
const SOURCE = /\.(ts|tsx)$/;

/** Each file's imports of other files of the repository, by absolute path. */
export type ImportGraph = Map<string, string[]>;

function sourceFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file a relative specifier names: `./x.js` is `./x.ts` or `./x.tsx`, a folder its index. */
function resolveRelative(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** The relative specifiers a file imports for their values (not for their types alone). */
export function valueImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const typesOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          named &&
          ts.isNamedImports(named) &&
          named.elements.length > 0 &&
          named.elements.every((element) => element.isTypeOnly));
      if (!typesOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((specifier) => specifier.startsWith('.'));
}

export function importGraph(files: string[]): ImportGraph {
  return new Map(
    files.map((file) => [
      file,
      valueImports(file, readFileSync(file, 'utf8'))
        .map((specifier) => resolveRelative(file, specifier))
        .filter((target): target is string => target !== null),
    ]),
  );
}

/** The graph's cycles: each strongly connected component of more than one file, or a file importing itself. */
export function cyclesOf(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;

  // Iterative, so that a long chain of imports cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { file: string; edge: number }[] = [{ file: start, edge: 0 }];
    index.set(start, next);
    lowLink.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = graph.get(frame.file) ?? [];
      if (frame.edge < targets.length) {
        const target = targets[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          lowLink.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, edge: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(frame.file, Math.min(lowLink.get(frame.file)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) lowLink.set(parent.file, Math.min(lowLink.get(parent.file)!, lowLink.get(frame.file)!));
      if (lowLink.get(frame.file) !== index.get(frame.file)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.file);
      if (component.length > 1 || targets.includes(frame.file)) cycles.push(component.reverse());
    }
  }
  return cycles;
}

function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const files = ROOTS.flatMap((folder) => sourceFiles(path.join(root, folder)));
  const cycles = cyclesOf(importGraph(files));
  for (const cycle of cycles) {
    console.error(`Import cycle: ${cycle.map((file) => path.relative(root, file)).join(' -> ')}`);
  }
  if (cycles.length > 0) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
