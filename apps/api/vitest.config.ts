import { defineConfig } from 'vitest/config';

/** Test files that replace a module with vi.mock: only they need a module registry of their own. */
export const MOCKED_TEST_FILES = ['src/**/*.mocked.test.ts'];

// API integration tests run against one real PostgreSQL started by the global setup; each test
// file gets its own database cloned from a migrated template (test/create-test-app.ts).
// Files share each worker's module registry (isolate: false): loading the app's ~1,200 modules
// again for every file was 37% of the API tests' time. A file that mocks a module would leak
// its mock into the next file, so those are named *.mocked.test.ts and run isolated in the
// `api-mocked` project (vitest.mocked.config.ts); the lint refuses vi.mock anywhere else.
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: MOCKED_TEST_FILES,
    globalSetup: './test/global-setup.ts',
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
