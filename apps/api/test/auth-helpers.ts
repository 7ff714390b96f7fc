import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TTestApp, type TTestAppOptions } from './create-test-app.ts';

export const DEMO_PASSWORD = 'Demo@12345';

/** A test app with the demo tenant seeded, as a first start gives. */
export function createDemoApp(
  env: Record<string, string> = {},
  options: Omit<TTestAppOptions, 'env'> = {},
): Promise<TTestApp> {
  return createTestApp({ ...options, env: { SEED_DEMO: 'true', ...env } });
}

/** Seals a value as the SPA does: RSA-OAEP SHA-256 over JSON { v, n } with WebCrypto. */
export async function seal(publicKey: string, value: string, nonce: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'spki',
    Buffer.from(publicKey, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const plain = new TextEncoder().encode(JSON.stringify({ v: value, n: nonce }));
  return Buffer.from(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, plain)).toString(
    'base64',
  );
}

export async function encryptionKey(app: FastifyInstance) {
  const response = await app.inject({ method: 'POST', url: '/api/User/GetEncrypted' });
  return response.json().data as { publicKey: string; hashval: string };
}

export async function loginBody(
  app: FastifyInstance,
  email: string,
  password: string,
  extra: object = {},
) {
  const { publicKey, hashval } = await encryptionKey(app);
  return {
    loginName: await seal(publicKey, email, hashval),
    loginPassword: await seal(publicKey, password, hashval),
    hashval,
    userAgent: 'vitest',
    ...extra,
  };
}

export async function login(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
  extra: object = {},
  remoteAddress = '127.0.0.1',
) {
  const payload = await loginBody(app, email, password, extra);
  return app.inject({ method: 'POST', url: '/api/LoginValidate', payload, remoteAddress });
}

/** Signs in a demo account that needs no OTP and returns its access token and ids. */
export async function signIn(app: FastifyInstance, email: string) {
  const response = await login(app, email);
  const data = response.json().data as { accessToken: string; userId: number; clientId: number };
  if (!data?.accessToken) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  return data;
}

export const OTP_SUBJECT = /one-time password/i;
export const NEW_PASSWORD_SUBJECT = /new Resonate password/i;

/**
 * Mails are sent after the answer, so wait for a new .eml in the outbox to an address, and with
 * a subject matching `subject` when given: other mails (notifications) may reach the same inbox.
 */
export async function waitForOutboxMail(
  dataDir: string,
  to: string,
  seen = new Set<string>(),
  subject?: RegExp,
) {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [] as string[])).sort();
    for (const file of files) {
      if (seen.has(file)) continue;
      const raw = await readFile(path.join(outbox, file), 'utf8');
      const subjectLine = raw.match(/^Subject: (.*)$/im)?.[1] ?? '';
      if (new RegExp(`^To: ${to}`, 'mi').test(raw) && (!subject || subject.test(subjectLine))) {
        seen.add(file);
        return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to}`);
}

export function codeIn(mail: string): string {
  const code = mail.match(/password is (\d{6})/)?.[1];
  if (!code) throw new Error('no code in mail');
  return code;
}

export function newPasswordIn(mail: string): string {
  const password = mail.match(/new password is: (\S+)/)?.[1];
  if (!password) throw new Error('no password in mail');
  return password;
}
