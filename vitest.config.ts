import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project has its own config beside its code.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/web',
      'apps/api',
      'apps/api/vitest.mocked.config.ts',
      'e2e',
    ],
  },
});
