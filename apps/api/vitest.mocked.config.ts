import { defineConfig } from 'vitest/config';
import api, { MOCKED_TEST_FILES } from './vitest.config.ts';

// The API test files that replace a module with vi.mock, each in a module registry of its own
// (see vitest.config.ts). Same settings otherwise.
export default defineConfig({
  test: { ...api.test, name: 'api-mocked', include: MOCKED_TEST_FILES, exclude: [], isolate: true },
});
