// Import-boundary rules of docs/ARCHITECTURE.md, enforced by the linter:
// - packages/contracts imports neither app;
// - a web feature never imports another feature or the app shell; lib/ and components/ import no feature;
// - web entities/ (provider, slots: what several features share about one domain thing) import no
//   feature and not the app shell; lib/ and components/ sit below them and import no entity;
// - an api module reaches another module only through its service.ts; another module's tables.ts
//   only from a tables.ts (foreign keys), a seed file (seed*.ts) or a test (*.test.ts, test-*.ts):
//   each module's tables are read and written by its own queries, others ask its service. The
//   files that still query another module's tables are listed in foreign-tables-allowed.js, a
//   ratchet that may only shrink (its test fails when a listed file no longer needs to be there);
// - plugins import no module (app.ts wires them together).
import path from 'node:path';
import { FOREIGN_TABLES_ALLOWED } from './foreign-tables-allowed.js';

const root = path.resolve(import.meta.dirname, '..');
const rel = (abs) => path.relative(root, abs).split(path.sep).join('/');

function targetOf(file, source) {
  if (source.startsWith('.')) return rel(path.resolve(path.dirname(file), source));
  if (source.startsWith('@kaizen/api')) return 'apps/api/src';
  if (source.startsWith('@kaizen/web')) return 'apps/web/src';
  return null;
}

const apiModule = /^apps\/api\/src\/modules\/([^/]+)(\/.*)?$/;

/** Whether `from` reaching `to` is one module reading another module's tables.ts. */
export function isForeignTables(from, to) {
  const fromModule = from.match(apiModule)?.[1];
  const toMatch = to.match(apiModule);
  if (!fromModule || !toMatch || toMatch[1] === fromModule) return false;
  return (toMatch[2] ?? '').replace(/\.(ts|js)$/, '').endsWith('/tables');
}

/** Files that may import another module's tables.ts: foreign keys, seeds and tests. */
const mayImportForeignTables = (from) =>
  /\/(tables|seed[^/]*|[^/]+\.test|test-[^/]+)\.ts$/.test(from) || FOREIGN_TABLES_ALLOWED.has(from);

function violation(from, to) {
  if (from.startsWith('packages/contracts/') && to.startsWith('apps/')) {
    return 'contracts must not import an app';
  }
  const webFeature = /^apps\/web\/src\/features\/([^/]+)\//;
  const fromFeature = from.match(webFeature)?.[1];
  const toFeature = `${to}/`.match(webFeature)?.[1];
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `feature "${fromFeature}" must not import feature "${toFeature}"; compose them in app/`;
  }
  if (fromFeature && to.startsWith('apps/web/src/app')) {
    return 'a feature must not import the app shell';
  }
  if (
    /^apps\/web\/src\/(lib|components)\//.test(from) &&
    /^apps\/web\/src\/(features|app|entities)\b/.test(to)
  ) {
    return 'lib/ and components/ must not import entities, features or the app shell';
  }
  if (/^apps\/web\/src\/entities\//.test(from) && /^apps\/web\/src\/(features|app)\b/.test(to)) {
    return 'entities/ must not import features or the app shell';
  }
  const fromModule = from.match(apiModule)?.[1];
  const toMatch = to.match(apiModule);
  if (fromModule && toMatch && toMatch[1] !== fromModule) {
    const file = (toMatch[2] ?? '').replace(/\.(ts|js)$/, '');
    if (file !== '/service' && file !== '/tables') {
      return `module "${fromModule}" may use module "${toMatch[1]}" only through its service.ts`;
    }
    if (file === '/tables' && !mayImportForeignTables(from)) {
      return `module "${fromModule}" must not query module "${toMatch[1]}"'s tables; ask its service.ts (another module's tables.ts is for foreign keys, seeds and tests)`;
    }
  }
  if (from.startsWith('apps/api/src/plugins/') && to.startsWith('apps/api/src/modules/')) {
    return 'plugins must not import modules; wire them in app.ts';
  }
  return null;
}

const rule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Kaizen import boundaries' } },
  create(context) {
    const from = rel(context.filename);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const to = targetOf(context.filename, source);
      const message = to && violation(from, to);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { imports: rule } };
