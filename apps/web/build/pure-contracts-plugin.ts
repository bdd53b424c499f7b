import { parseSync, type Plugin } from 'vite';

type Node = { type: string; start: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const FUNCTION_TYPES = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'ClassExpression',
]);

/** Start offsets of the calls evaluated when the declaration runs (not those inside functions). */
function callStarts(node: Node, starts: Set<number>) {
  if (FUNCTION_TYPES.has(node.type)) return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') starts.add(node.start);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type') continue;
    for (const child of Array.isArray(value) ? value : [value])
      if (isNode(child)) callStarts(child, starts);
  }
}

/**
 * The contracts package declares its Zod schemas and tables as top-level constants built by calls
 * (`z.object(...)`). A bundler cannot know those calls are free of side effects, so importing one
 * constant from a module kept every schema of it, and Zod with them. Building a schema has no side
 * effects, so this marks the calls in top-level declarations of the contracts sources as pure: the
 * web bundle keeps only what it uses. Statements (index.ts configuring Zod's messages) are untouched.
 */
export function pureContractsPlugin(): Plugin {
  return {
    name: 'kaizen-pure-contracts',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/packages\/contracts\/src\/.+\.ts$/.test(id) || id.endsWith('.test.ts')) return null;
      const program = parseSync(id, code, { lang: 'ts', sourceType: 'module' })
        .program as unknown as {
        body: Node[];
      };
      const starts = new Set<number>();
      for (const statement of program.body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          if (isNode(declarator.init)) callStarts(declarator.init, starts);
        }
      }
      if (starts.size === 0) return null;
      let output = code;
      for (const start of [...starts].sort((a, b) => b - a)) {
        output = `${output.slice(0, start)}/* @__PURE__ */ ${output.slice(start)}`;
      }
      // Only comments are inserted, on the lines they belong to: the existing mappings still hold.
      return { code: output, map: null };
    },
  };
}
