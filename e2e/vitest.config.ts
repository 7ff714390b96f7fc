import { defineConfig } from 'vitest/config';

// Browser tests: one built server for the whole run (started as `npm start` does), each test
// file with its own headless Chromium. Files run one at a time: the machine has two cores.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // A browser waits on the server: the default expect.poll timeout (1 s) is shorter than a
    // round trip plus a re-render on two busy cores, and made assertions flaky under load.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 120_000,
  },
});
