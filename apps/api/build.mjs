// Bundles the API into dist/server.js for `npm start`: our TypeScript (and the contracts
// package) inlined, npm dependencies left external so native and WASM packages load normally.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@kaizen/'));

await build({
  // Paths below are relative to this folder, wherever the build is started from.
  absWorkingDir: import.meta.dirname,
  entryPoints: { server: 'src/server.ts', 'seed-cli': 'src/db/seed-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // A name of its own: a bundled module importing createRequire itself (prescriptions/pdf-text)
  // would otherwise be declared twice and the bundle would not load.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
  logLevel: 'warning',
});
