import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AUTH_SCREEN_FILES,
  chunkGroups,
  FORM_KIT_FILES,
  FRAMEWORK_PACKAGES,
  VOCABULARY_FILES,
  ZOD_FILES,
} from './chunk-groups';

const repo = path.resolve(import.meta.dirname, '../../..');
const groupOf = (id: string) => chunkGroups.find((group) => group.test.test(id))?.name;

describe('chunk groups of the web build', () => {
  it('name files that exist, so a moved file cannot leave its group unnoticed', () => {
    const files = [...ZOD_FILES, ...VOCABULARY_FILES, ...FORM_KIT_FILES, ...AUTH_SCREEN_FILES];
    const missing = files.filter((file) => !fs.existsSync(path.join(repo, file)));
    expect(missing).toEqual([]);
    const absent = FRAMEWORK_PACKAGES.filter(
      (name) => !fs.existsSync(path.join(repo, 'node_modules', name, 'package.json')),
    );
    expect(absent).toEqual([]);
  });

  it('match module ids as the bundler gives them, on POSIX and Windows paths', () => {
    expect(groupOf(path.join(repo, FORM_KIT_FILES[0] ?? ''))).toBe('form-kit');
    expect(groupOf('C:\\kaizen\\apps\\web\\src\\components\\forms\\TextField.tsx')).toBe(
      'form-kit',
    );
    expect(groupOf(`${repo}/packages/contracts/src/zod.ts`)).toBe('zod');
    expect(groupOf(`${repo}/node_modules/zod/v4/core/core.js`)).toBe('zod');
    expect(groupOf(`${repo}/node_modules/@reduxjs/toolkit/dist/index.mjs`)).toBe('framework');
    expect(groupOf(`${repo}/packages/contracts/src/providers/cities.ts`)).toBe('vocabulary');
    // Neighbours with a shared prefix stay out.
    expect(groupOf(`${repo}/apps/web/src/components/forms/FormAlerts.tsx`)).toBeUndefined();
    expect(groupOf(`${repo}/node_modules/react-helmet/index.js`)).toBeUndefined();
    expect(groupOf(`${repo}/apps/web/src/features/auth/pages/LogInPage.tsx`)).toBeUndefined();
  });
});
