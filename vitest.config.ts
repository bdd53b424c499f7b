import { defineConfig } from 'vitest/config';

// One Vitest run covers every unit and integration suite; `--project api` re-runs only the API
// suite (CI does that against the PostgreSQL server).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.js'] } },
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
