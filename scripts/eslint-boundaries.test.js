import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import boundaries, { isForeignTables } from './eslint-boundaries.js';
import { FOREIGN_TABLES_ALLOWED } from './foreign-tables-allowed.js';

const root = path.resolve(import.meta.dirname, '..');

function lint(file, source) {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(
      source,
      [
        {
          files: ['**/*.ts', '**/*.tsx'],
          plugins: { kaizen: boundaries },
          rules: { 'kaizen/imports': 'error' },
          languageOptions: { sourceType: 'module' },
        },
      ],
      path.join(root, file),
    )
    .map((message) => message.message);
}

describe('import boundaries (docs/ARCHITECTURE.md)', () => {
  it('forbids a web feature importing another feature', () => {
    expect(lint('apps/web/src/features/home/x.ts', "import a from '../auth/slice';")).toEqual([
      expect.stringContaining('must not import feature "auth"'),
    ]);
  });
  it('allows a feature to import its own files, lib and components', () => {
    expect(
      lint(
        'apps/web/src/features/home/pages/Home.ts',
        "import a from '../slice'; import b from '../../../lib/http'; import c from '../../../components/Button';",
      ),
    ).toEqual([]);
  });
  it('forbids lib importing a feature', () => {
    expect(
      lint('apps/web/src/lib/http.ts', "import a from '../features/auth/slice';"),
    ).toHaveLength(1);
  });
  it('lets features use entities, and keeps entities above lib and components', () => {
    expect(
      lint(
        'apps/web/src/features/booking/x.ts',
        "import a from '../../entities/slots/slot-days'; import b from '../../entities/provider/provider-calls';",
      ),
    ).toEqual([]);
    expect(
      lint('apps/web/src/entities/slots/x.ts', "import a from '../../features/booking/slice';"),
    ).toEqual([expect.stringContaining('entities/ must not import features')]);
    expect(
      lint('apps/web/src/components/x.tsx', "import a from '../entities/slots/SlotPicker';"),
    ).toEqual([expect.stringContaining('must not import entities')]);
  });
  it('forbids contracts importing an app', () => {
    expect(
      lint('packages/contracts/src/x.ts', "import a from '../../../apps/api/src/app';"),
    ).toHaveLength(1);
  });
  it('lets an api module use another only through service.ts', () => {
    const file = 'apps/api/src/modules/auth/service.ts';
    expect(lint(file, "import a from '../outbox/service';")).toEqual([]);
    expect(lint(file, "import a from '../outbox/queries';")).toHaveLength(1);
    expect(lint(file, "import a from '../organisations/tables';")).toEqual([
      expect.stringContaining('must not query module "organisations"'),
    ]);
    expect(lint(file, "import a from './tables';")).toEqual([]);
  });
  it("lets only tables.ts, seeds and tests import another module's tables.ts", () => {
    const source = "import { users } from '../auth/tables';";
    for (const file of [
      'tables.ts',
      'seed.ts',
      'seed-workspace.ts',
      'x.test.ts',
      'test-support.ts',
    ]) {
      expect(lint(`apps/api/src/modules/bookings/${file}`, source)).toEqual([]);
    }
    for (const file of ['rules.ts', 'reseed.ts', 'latest-test.ts']) {
      expect(lint(`apps/api/src/modules/bookings/${file}`, source)).toHaveLength(1);
    }
    expect(
      lint(
        'apps/api/src/modules/organisations/console/queries.ts',
        "import a from '../membership/tables';",
      ),
    ).toEqual([]);
  });
  it("allow-lists only files that still import another module's tables (the list only shrinks)", () => {
    const stale = [...FOREIGN_TABLES_ALLOWED].filter((file) => {
      const abs = path.join(root, file);
      if (!existsSync(abs)) return true;
      const sources = [...readFileSync(abs, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      return !sources.some((source) =>
        isForeignTables(
          file,
          path
            .relative(root, path.resolve(path.dirname(abs), source))
            .split(path.sep)
            .join('/'),
        ),
      );
    });
    expect(stale, 'remove these from scripts/foreign-tables-allowed.js').toEqual([]);
  });
  it('forbids plugins importing modules', () => {
    expect(
      lint('apps/api/src/plugins/x.ts', "import a from '../modules/auth/service';"),
    ).toHaveLength(1);
  });
});
