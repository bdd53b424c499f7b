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
  // `require` for the CommonJS dependencies esbuild inlines. The import is aliased: a bundled
  // module importing createRequire itself (prescriptions/pdf-text.ts) would otherwise declare it
  // twice in the one ESM file, and the server would not start.
  banner: {
    js: "import { createRequire as kaizenBundleRequire } from 'node:module'; const require = kaizenBundleRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
