import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '#/db/free-port.ts';
import { createTestApp, type TTestApp } from '../../test/create-test-app.ts';

const mail = {
  to: 'someone@example.com',
  subject: 'Your code',
  text: 'Your code is 123456',
  html: '<p>Your code is <b>123456</b></p>',
};

describe('mailer without SMTP_URL (outbox)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes each mail as an .eml file under DATA_DIR/outbox', async () => {
    const result = await t.app.mailer.send(mail);
    const outbox = path.join(t.dataDir, 'outbox');
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(result.file).toBe(path.join(outbox, files[0]!));
    const raw = await readFile(result.file!, 'utf8');
    expect(raw).toMatch(/^To: someone@example.com$/m);
    expect(raw).toMatch(/^Subject: Your code$/m);
    expect(raw).toContain('123456');
  });
});

describe('mailer with SMTP_URL', () => {
  let t: TTestApp;
  let server: SMTPServer;
  const received: { from?: string; to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    const port = await findFreePort();
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          const from = session.envelope.mailFrom;
          received.push({
            from: from ? from.address : undefined,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Resonate <no-reply@resonate.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers through the SMTP server and writes no outbox file', async () => {
    await t.app.mailer.send(mail);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      from: 'no-reply@resonate.test',
      to: ['someone@example.com'],
    });
    expect(received[0]!.raw).toContain('Subject: Your code');
    await expect(readdir(path.join(t.dataDir, 'outbox'))).rejects.toThrow();
  });
});
