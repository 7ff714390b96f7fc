/** Names shared by the global setup and the per-file helpers. */
export const TEMPLATE_DATABASE = 'resonate_test_template';

/** One secret for every test app: the app role is cluster-wide, so they must agree on it. */
export const TEST_APP_SECRET = 'test-app-secret-0123456789abcdef0123456789abcdef';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the test cluster's `postgres` database. */
    testAdminUrl: string;
  }
}

/** The same server and credentials as `adminUrl`, another database. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
