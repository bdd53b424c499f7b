// Builds the web app and the API bundle when they are missing or older than their sources, so
// `npm start` on a fresh clone builds once and later starts are instant.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const targets = [
  {
    name: 'web app',
    output: at('apps/web/dist/index.html'),
    sources: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/clinician'),
      at('apps/web/vite.config.ts'),
      at('apps/web/build'),
      at('packages/contracts/src'),
    ],
    command: ['npm', ['run', 'build', '-w', 'apps/web']],
  },
  {
    name: 'API',
    output: at('apps/api/dist/server.js'),
    sources: [at('apps/api/src'), at('apps/api/build.mjs'), at('packages/contracts/src')],
    command: ['npm', ['run', 'build', '-w', 'apps/api']],
  },
];

export function buildIfStale({ force = false } = {}) {
  for (const target of targets) {
    const built = newestMtime(target.output);
    const stale = force || built === 0 || Math.max(...target.sources.map(newestMtime)) > built;
    if (!stale) continue;
    console.info(`Building the ${target.name}...`);
    execFileSync(target.command[0], target.command[1], { cwd: root, stdio: 'inherit' });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
