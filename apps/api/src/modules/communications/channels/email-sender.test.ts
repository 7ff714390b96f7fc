import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../../../../test/create-test-app.ts';
import {
  addVerifiedDomain,
  cs,
  smtpForm,
  type TCaller,
} from '#/modules/communication-settings/testing.ts';
import { withPreheader } from './email-sender.ts';
import { channelReady, senderFor, type TRecipientMessage } from './sender-for.ts';

/** A real SMTP server on loopback that refuses one mailbox at RCPT TO. */
let t: TTestApp;
let admin: TCaller;
let server: SMTPServer;
let port: number;
const received: { to: string[]; data: string }[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === 'gone@example.com') {
        const error = new Error('5.1.1 No such user') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
      } else callback();
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

const message = (to: string): TRecipientMessage => ({
  messageId: 9,
  deliveryId: 'c5.r1.m9@mail.acme.test',
  passportId: 'p-1',
  address: to,
  rendered: {
    subject: 'Spring offer',
    preheader: 'Only this week <3',
    html: '<html><body><p>Hello Ada</p></body></html>',
    text: 'Hello Ada',
  },
  headers: { 'List-Unsubscribe': '<https://acme.test/u>' },
  person: { firstName: 'Ada', lastName: '', email: to, mobile: '', attributes: {} },
});

describe('email sender', () => {
  it('puts the preheader first in the body, escaped', () => {
    expect(withPreheader('<body class="x"><p>Hi</p></body>', 'A & B')).toMatch(
      /^<body class="x"><div style="display:none[^"]*">A &#38; B<\/div><p>Hi<\/p>/,
    );
    expect(withPreheader('<p>Hi</p>', '')).toBe('<p>Hi</p>');
  });

  it('sends with the delivery id as Message-ID; a refused mailbox is permanent', async () => {
    expect(await channelReady(t.app, admin.clientId, 1, {})).toBe(false);
    const saved = await cs(
      t.app,
      admin,
      'UpsertSMTPClientSetting',
      smtpForm({
        host: '127.0.0.1',
        port: String(port),
        security: 'none',
        username: '',
        password: '',
      }),
    );
    expect(saved.statusCode).toBe(200);
    // Issue 22: campaign email also needs a verified sending domain to send as.
    expect(await channelReady(t.app, admin.clientId, 1, {})).toBe(false);
    await addVerifiedDomain(t.app, admin, 'mail.acme.test');
    expect(await channelReady(t.app, admin.clientId, 1, {})).toBe(true);
    const sender = await senderFor(t.app, admin.clientId, {
      id: 5,
      channel_id: 1,
      name: 'Spring',
      sender: { fromName: 'Acme "Deals"', replyTo: 'help@acme.test' },
      run_no: 1,
    });
    const ok = await sender.send(message('ada@example.com'));
    expect(ok.ok).toBe(true);
    const mail = received.at(-1)?.data ?? '';
    expect(mail).toMatch(/^Message-ID: <c5\.r1\.m9@mail\.acme\.test>/m);
    expect(mail).toMatch(/^From: "Acme \\"Deals\\"" </m);
    expect(mail).toMatch(/^Reply-To: help@acme\.test/m);
    expect(mail).toMatch(/^List-Unsubscribe: <https:\/\/acme\.test\/u>/m);
    // The HTML part is quoted-printable: soft line breaks and =XX escapes undone.
    const decoded = mail
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(decoded).toMatch(
      /<body><div style="display:none[^"]*">Only this week &#60;3<\/div><p>Hello Ada/,
    );

    const gone = await sender.send(message('gone@example.com'));
    expect(gone).toMatchObject({ ok: false, permanent: true });
    expect(gone.response).toMatch(/^SMTP 550/);
    await sender.close();
  });
});
