import { createPrivateKey } from 'node:crypto';
import { authenticate } from 'mailauth';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGNED_HEADERS, type TDkimKey } from '#/channels/smtp-adapter.ts';
import { generateDkimKeyPair } from '#/modules/communication-settings/index.ts';
import { leaseMimePool, mimeThreadCount, type TMimeLease } from './email-mime-pool.ts';
import type { TMimeMail } from './email-mime-protocol.ts';

/**
 * The worker threads that build and sign campaign email (issue 22, the sending benchmark): what
 * they hand back must be what nodemailer builds on the engine's thread, signed so that an
 * independent verifier passes it, and the threads must end with the last lease.
 */
const keys = generateDkimKeyPair();
const dkim: TDkimKey = {
  domainName: 'brand.test',
  keySelector: 'rs1',
  privateKey: createPrivateKey(keys.privateKeyPem),
};
const DATE = 'Tue, 24 Nov 2026 10:00:00 +0000';

const mail = (to: string): TMimeMail => ({
  from: '"Brand" <news@brand.test>',
  to,
  subject: 'Autumn — 20% off, Zoë',
  html: `<html><body><p>Hello Zoë</p><p>${'A long line of text. '.repeat(20)}</p></body></html>`,
  text: 'Hello Zoë',
  headers: {
    Date: DATE,
    'Reply-To': 'help@brand.test',
    'List-Unsubscribe': '<https://brand.test/u/1>, <mailto:unsubscribe+x@bounce.brand.test>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'Feedback-ID': '7:3:campaign:resonate',
  },
  messageId: '<c7.r1.m42@brand.test>',
});

/** What nodemailer builds for the same message on this thread, as a pooled send would. */
async function builtHere(message: TMimeMail): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({
    ...message,
    baseBoundary: 'fixed',
    dkim: {
      ...dkim,
      privateKey: dkim.privateKey as unknown as string,
      headerFieldNames: SIGNED_HEADERS,
    },
  });
  return (info.message as Buffer).toString('utf8');
}

const boundaryOf = (raw: string) => /boundary="([^"]+)"/.exec(raw)?.[1] ?? '';
/** Headers and body with the boundary and the signature values (which cover it) set aside. */
const comparable = (raw: string) =>
  raw
    .replaceAll(boundaryOf(raw), 'BOUNDARY')
    .replace(/ bh=[^;]+;/, ' bh=BH;')
    .replace(/ b=[^]+?(?=\r\n\S)/, ' b=SIGNATURE');

function resolver(name: string, rrtype: string) {
  if (rrtype === 'TXT' && name.toLowerCase() === 'rs1._domainkey.brand.test') {
    return Promise.resolve([[`v=DKIM1; k=rsa; p=${keys.publicKey}`]]);
  }
  return Promise.reject(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }));
}

let leases: TMimeLease[] = [];
afterEach(async () => {
  await Promise.all(leases.map((lease) => lease.release()));
  leases = [];
});
const lease = () => {
  const taken = leaseMimePool(SIGNED_HEADERS);
  leases.push(taken);
  return taken;
};

describe('email MIME workers', () => {
  it('build the bytes nodemailer builds on the engine thread, signed so mailauth passes DKIM', async () => {
    const raw = (await lease().build(mail('ada@example.test'), dkim)).raw.toString('utf8');
    expect(comparable(raw)).toBe(comparable(await builtHere(mail('ada@example.test'))));

    const result = await authenticate(raw, {
      ip: '127.0.0.1',
      helo: 'sender.brand.test',
      mta: 'mx.example.test',
      sender: 'bounce+x@bounce.brand.test',
      resolver,
      disableArc: true,
      disableBimi: true,
    });
    const signature = result.dkim.results[0]!;
    expect(signature.status.result).toBe('pass');
    expect(signature.signingDomain).toBe('brand.test');
    expect(signature.status.aligned).toBe('brand.test');
  });

  it('give every message a boundary of its own without random bytes per message', async () => {
    const pool = lease();
    const built = await Promise.all(
      Array.from({ length: 6 }, (_, i) => pool.build(mail(`p${i}@example.test`), dkim)),
    );
    const boundaries = new Set(built.map(({ raw }) => boundaryOf(raw.toString('utf8'))));
    expect(boundaries.size).toBe(6);
  });

  it('build unsigned mail when no key is given', async () => {
    const raw = (await lease().build(mail('bo@example.test'))).raw.toString('utf8');
    expect(raw).not.toMatch(/^DKIM-Signature:/m);
    expect(raw).toMatch(/^Message-ID: <c7\.r1\.m42@brand\.test>$/m);
  });

  it('end their threads with the last lease, and refuse work on a released lease', async () => {
    const first = lease();
    const second = lease();
    await first.build(mail('a@example.test'), dkim);
    await second.build(mail('b@example.test'), dkim);
    expect(mimeThreadCount()).toBeGreaterThan(0);
    await first.release();
    expect(mimeThreadCount()).toBeGreaterThan(0);
    // The other lease's key is still there for the threads still running.
    await expect(second.build(mail('c@example.test'), dkim)).resolves.toHaveProperty('raw');
    await second.release();
    expect(mimeThreadCount()).toBe(0);
    await expect(first.build(mail('d@example.test'), dkim)).rejects.toThrow(/released/);
  });
});
