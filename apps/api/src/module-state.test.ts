import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Modules keep no process-wide mutable state and register nothing when imported: everything one
// module lends another is handed over in composition.ts, once per app (docs/ARCHITECTURE.md,
// "Composition"). This walks every production file of src/modules with the TypeScript parser
// and fails on what would bring the hidden seams back: a top-level `let`/`var`, a top-level
// collection built to be filled later, a statement run at import time (`registerX(...)`), or a
// bare `import './x'` of our own code imported for its side effects.

const MODULES = join(import.meta.dirname, 'modules');

/**
 * Top-level collections that are justified, by file and name. Each is either never written
 * after it is built or a memo of a pure function (its content depends only on its key, so
 * sharing it between apps changes nothing but speed).
 */
const ALLOWED: Record<string, string> = {
  'scheduling/time-zones.ts formatters':
    'memo of Intl.DateTimeFormat per zone name: a pure, costly constructor',
  'scheduling/time-zones.ts dayOffsetCache':
    'bounded memo of a zone’s UTC offsets on a day: a pure function of (zone, day)',
  'bookings/transaction.ts RETRYABLE': 'constant set of PostgreSQL error codes, never written',
  'bookings/transaction.ts TAKEN': 'constant set of PostgreSQL error codes, never written',
};

const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'Array']);

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(path);
    // Test files and test helpers run only under Vitest, one app per test file's own process.
    const isTestOnly = entry.name.endsWith('.test.ts') || entry.name === 'test-support.ts';
    return entry.name.endsWith('.ts') && !isTestOnly ? [path] : [];
  });
}

/** `new Map()`, `[]`: a value built to be filled later. */
function isMutableCollection(init: ts.Expression | undefined): boolean {
  if (!init) return false;
  if (ts.isArrayLiteralExpression(init)) return init.elements.length === 0;
  return (
    ts.isNewExpression(init) &&
    ts.isIdentifier(init.expression) &&
    COLLECTIONS.has(init.expression.text)
  );
}

/** Every finding of one file, as "file:line what". */
function moduleStateFindings(file: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const findings: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    findings.push(`${file}:${line} ${what}`);
  };
  for (const statement of sourceFile.statements) {
    if (ts.isVariableStatement(statement)) {
      const isConst = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
      for (const declaration of statement.declarationList.declarations) {
        const name = declaration.name.getText(sourceFile);
        if (!isConst) report(statement, `module-level let/var '${name}'`);
        else if (isMutableCollection(declaration.initializer) && !ALLOWED[`${file} ${name}`]) {
          report(statement, `module-level collection '${name}'`);
        }
      }
    } else if (ts.isExpressionStatement(statement)) {
      const { expression } = statement;
      const what = ts.isCallExpression(expression)
        ? `${expression.expression.getText(sourceFile)}(...)`
        : expression.getText(sourceFile);
      report(statement, `runs at import: ${what}`);
    } else if (ts.isImportDeclaration(statement) && !statement.importClause) {
      // A package imported for its effect is a polyfill (regenerator-runtime for fontkit); a
      // file of ours imported for its effect is a registration.
      const specifier = statement.moduleSpecifier.getText(sourceFile);
      if (!/^['"]\.\.?\//.test(specifier)) continue;
      report(statement, `side-effect import ${specifier}`);
    }
  }
  return findings;
}

describe('module state', () => {
  it('no module keeps process-wide mutable state or registers anything at import', () => {
    const findings = productionFiles(MODULES).flatMap((path) =>
      moduleStateFindings(relative(MODULES, path), readFileSync(path, 'utf8')),
    );
    expect(findings).toEqual([]);
  });

  it('catches each kind of hidden seam, and lets constants and allowed memos pass', () => {
    const source = [
      "import './registers-itself';",
      "import 'regenerator-runtime/runtime.js';",
      'let current: number | undefined;',
      'const handlers = new Map<string, () => void>();',
      'const pending: string[] = [];',
      'registerBusyIntervalSource({ busyIntervals: async () => [] });',
      'const LIMIT = 5;',
      "const CODES = ['a', 'b'] as const;",
      'export function make() { let local = 0; return () => (local += 1); }',
    ].join('\n');
    expect(moduleStateFindings('example/service.ts', source)).toEqual([
      "example/service.ts:1 side-effect import './registers-itself'",
      "example/service.ts:3 module-level let/var 'current'",
      "example/service.ts:4 module-level collection 'handlers'",
      "example/service.ts:5 module-level collection 'pending'",
      'example/service.ts:6 runs at import: registerBusyIntervalSource(...)',
    ]);
    const memo = 'const formatters = new Map<string, Intl.DateTimeFormat>();';
    expect(moduleStateFindings('scheduling/time-zones.ts', memo)).toEqual([]);
  });
});
