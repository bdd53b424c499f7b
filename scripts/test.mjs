// `npm test`: every check, in the order that fails fastest: Chromium present, types, lint, unit
// and API integration tests (Vitest), a fresh build, then the e2e suite in headless Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
ensureChromium();

const steps = [
  ['types', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit and API integration', 'npx', ['vitest', 'run']],
  ['build', null, () => buildIfStale({ force: true })],
  ['end-to-end (Chromium)', 'npm', ['run', 'test:e2e']],
];

for (const [name, command, args] of steps) {
  console.info(`\n▶ ${name}`);
  if (command === null) {
    args();
    continue;
  }
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.info('\n✔ all checks passed');
