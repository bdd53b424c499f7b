import fs from 'node:fs';
import path from 'node:path';

/** The apps/api folder, found from this file whether it runs from src/ (tsx, tests) or dist/. */
function findApiRoot(start: string): string {
  for (let dir = start; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'drizzle.config.ts'))) return dir;
  }
  throw new Error(`apps/api not found above ${start}`);
}

export const apiRoot = findApiRoot(import.meta.dirname);
export const repoRoot = path.resolve(apiRoot, '../..');
export const migrationsFolder = path.join(apiRoot, 'drizzle');
