import { defineConfig } from 'vitest/config';

// API integration tests run against one real PostgreSQL started by the global setup; each test
// file gets its own database cloned from a migrated template (test/create-test-app.ts).
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: './test/global-setup.ts',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
