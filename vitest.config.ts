import { defineConfig } from 'vitest/config';

// Three suites: unit tests beside the code, integration tests over real HTTP against the real
// database (SQLite, and PostgreSQL too when DATABASE_URL is set), and browser tests in Chromium.
// The resilience tests (SIGTERM under load, a soak, a flood, a platform failure) load the machine
// on purpose and judge how the site copes, so `npm test` runs them in a second run after the others,
// one file at a time: on 2 cores the other suites' load made a draining site's own render deadline
// expire (connections reset), and their load slowed the rest.
export default defineConfig({
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{server,shared,client,build,scripts}/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/support/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude: ['test/integration/resilience/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          setupFiles: ['./test/support/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['./test/e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'resilience',
          include: ['test/integration/resilience/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          setupFiles: ['./test/support/fail-on-console-error.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
