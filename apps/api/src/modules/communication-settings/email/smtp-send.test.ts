import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../../../../test/create-test-app.ts';
import { cs, smtpForm, type TCaller } from './email-settings.test-helpers.ts';

/** A real SMTP server on loopback, reachable because ALLOW_PRIVATE_CHANNEL_HOSTS is on. */
let t: TTestApp;
let admin: TCaller;
let server: SMTPServer;
let port: number;
const received: { to: string[]; data: string }[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'S3cret-pass!') {
        callback(null, { user: auth.username });
      } else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as { port: number }).port;
  t = await createTestApp({ env: { SEED_DEMO: 'true', ALLOW_PRIVATE_CHANNEL_HOSTS: 'true' } });
  admin = await signIn(t.app, 'admin@acme.test');
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const local = (extra: object = {}) =>
  smtpForm({ host: '127.0.0.1', port: String(port), security: 'none', ...extra });

describe('CommunicationSetting SMTP test buttons against a real server', () => {
  it('tests the connection: success, then the server refusing a wrong password', async () => {
    const saved = await cs(t.app, admin, 'UpsertSMTPClientSetting', local());
    expect(saved.statusCode).toBe(200);
    const ok = await cs(t.app, admin, 'TestSMTPConnection');
    expect(ok.json().data).toEqual({ ok: true, response: `Connected to 127.0.0.1:${port}` });

    const { updatedAt } = saved.json().data.setting;
    await cs(t.app, admin, 'UpsertSMTPClientSetting', {
      ...local({ password: 'wrong' }),
      updatedAt,
    });
    const refused = await cs(t.app, admin, 'TestSMTPConnection');
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data.ok).toBe(false);
    expect(refused.json().data.response).toMatch(/Invalid username or password/);
    expect(refused.body).not.toContain('wrong');
  });

  it('sends a test email that arrives, answering the server reply and message id', async () => {
    const current = await cs(t.app, admin, 'GetSMTPClientSetting');
    await cs(t.app, admin, 'UpsertSMTPClientSetting', {
      ...local(),
      updatedAt: current.json().data.setting.updatedAt,
    });
    const res = await cs(t.app, admin, 'SendTestEmail', { to: 'someone@example.test' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.ok).toBe(true);
    expect(data.response).toMatch(/^250/);
    expect(data.messageId).toMatch(/^<.+>$/);
    expect(received.at(-1)?.to).toEqual(['someone@example.test']);
    expect(received.at(-1)?.data).toContain('Subject: Resonate test email');
  });

  it('reports a closed port as a clear failure, and a bad recipient as a 400', async () => {
    const current = await cs(t.app, admin, 'GetSMTPClientSetting');
    await cs(t.app, admin, 'UpsertSMTPClientSetting', {
      ...local({ port: '1' }),
      updatedAt: current.json().data.setting.updatedAt,
    });
    const res = await cs(t.app, admin, 'TestSMTPConnection');
    expect(res.json().data).toEqual({ ok: false, response: 'Connection refused by the server' });
    const bad = await cs(t.app, admin, 'SendTestEmail', { to: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.to).toBe('Enter a valid business email address');
  });
});
