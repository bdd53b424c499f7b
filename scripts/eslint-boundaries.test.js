import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import boundaries from './eslint-boundaries.js';

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
  it('lets an api module use another only through service.ts or tables.ts', () => {
    const file = 'apps/api/src/modules/auth/service.ts';
    expect(lint(file, "import a from '../outbox/service';")).toEqual([]);
    expect(lint(file, "import a from '../organisations/tables';")).toEqual([]);
    expect(lint(file, "import a from '../outbox/queries';")).toHaveLength(1);
  });
  it('forbids plugins importing modules', () => {
    expect(
      lint('apps/api/src/plugins/x.ts', "import a from '../modules/auth/service';"),
    ).toHaveLength(1);
  });
});
