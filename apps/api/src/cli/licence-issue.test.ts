import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENCE_EXPIRY_QUEUE } from '#/jobs/licence-expiry-job.ts';
import { callLicence, onboardingQ } from '#/modules/licence/testing.ts';
import { publicKeyFromRaw } from '#/modules/licence/index.ts';
import { createDemoApp } from '../../test/auth-helpers.ts';
import type { TTestApp } from '../../test/create-test-app.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('./licence-issue.ts', import.meta.url));

let t: TTestApp;
beforeAll(async () => {
  t = await createDemoApp();
});
afterAll(() => t.close());

/** The CLI as `npm run licence:issue` runs it, on the test app's DATA_DIR. */
function issue(args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: t.dataDir, ...env },
  });
}

describe('npm run licence:issue', () => {
  it('creates the signing key on first use and prints a key the server accepts', async () => {
    const { stdout, stderr } = await issue([
      '--type',
      '2',
      '--seats',
      '10',
      '--days',
      '365',
      '--channels',
      '1,2,3',
    ]);
    const file = await stat(path.join(t.dataDir, 'licence-signing-key.pem'));
    expect(file.mode & 0o777).toBe(0o600);
    const key = stdout.trim();
    expect(key).toMatch(/^RSN1(-[0-9A-Z]{1,5}){31}$/);
    expect(stderr).toContain('2 Growth');

    const q = await onboardingQ(t.app, 'nolicence@acme.test');
    const response = await callLicence(t.app, 'ValidateLicenseKey', { q, licenseKey: key });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      licenceTypeId: 2,
      seats: 10,
      channelIds: [1, 2, 3],
      validityDays: 365,
      isAgency: false,
    });
  });

  it('issues agency keys and fixed end dates, as JSON when asked', async () => {
    const { stdout } = await issue(['--type', '3', '--agency', '--until', '2099-12-31', '--json']);
    const issued = JSON.parse(stdout) as { key: string; agency: boolean; validity: string };
    expect(issued).toMatchObject({ agency: true, validity: 'until 2099-12-31' });
    const q = await onboardingQ(t.app, 'nolicence@acme.test');
    const response = await callLicence(t.app, 'ValidateLicenseKey', { q, licenseKey: issued.key });
    expect(response.json().data).toMatchObject({
      isAgency: true,
      submitKind: 'agency',
      validityDays: null,
      validUntil: '2099-12-31T23:59:59.000Z',
    });
  });

  it('prints the public key for LICENCE_PUBLIC_KEYS', async () => {
    const { stdout } = await issue(['--public-key']);
    expect(stdout.trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(publicKeyFromRaw(stdout.trim()).asymmetricKeyType).toBe('ed25519');
  });

  it.each([
    [['--type', '9'], '--type must be one of the licence types'],
    [['--type', '1', '--seats', '0'], '--seats must be a whole number from 1 to 65535'],
    [['--type', '1', '--channels', '1,99'], '--channels: unknown channel ids'],
    [['--type', '1', '--until', '2001-01-01'], '--until must be a future date'],
    [['--type', '1', '--days', '5', '--until', '2099-01-01'], 'give --days or --until, not both'],
    [['--nope'], "Unknown option '--nope'"],
  ])('refuses %j with usage and exit code 2', async (args, message) => {
    const failure = await issue(args).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain(message);
    expect(failure?.stderr).toContain('Usage: npm run licence:issue');
  });
});

describe('the expiry job', () => {
  it('is scheduled daily when the worker runs', async () => {
    const { createTestApp } = await import('../../test/create-test-app.ts');
    const withQueue = await createTestApp({ queue: true });
    try {
      const schedules = await withQueue.app.queue.getSchedules(LICENCE_EXPIRY_QUEUE);
      expect(schedules).toEqual([
        expect.objectContaining({ name: LICENCE_EXPIRY_QUEUE, cron: '0 6 * * *', timezone: 'UTC' }),
      ]);
    } finally {
      await withQueue.close();
    }
  });
});
