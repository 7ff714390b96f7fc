import { createPrivateKey } from 'node:crypto';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { SIGNED_HEADERS } from '#/channels/smtp-adapter.ts';
import { generateDkimKeyPair } from '#/modules/communication-settings/index.ts';
import { buildEmail } from './email-mime-build.ts';
import type { TMimeKey, TMimeMail } from './email-mime-protocol.ts';

/**
 * The one-pass builder of campaign email (the sending benchmark, issue 22) must write what
 * nodemailer's streams write for the same message: same headers in the same order, same
 * encodings, same DKIM-Signature (a fixed Date makes the signature itself comparable).
 */
const key: TMimeKey = {
  domainName: 'brand.test',
  keySelector: 'rs1',
  privateKey: createPrivateKey(generateDkimKeyPair().privateKeyPem),
  headerFieldNames: SIGNED_HEADERS,
};

const base: TMimeMail = {
  from: '"Brand \\"Deals\\"" <news@brand.test>',
  to: 'ada@example.test',
  subject: 'Autumn is here',
  html: '<html><body><p>Hello Ada</p></body></html>',
  text: 'Hello Ada',
  headers: {
    Date: 'Tue, 24 Nov 2026 10:00:00 +0000',
    'Reply-To': 'help@brand.test',
    'List-Unsubscribe': '<https://brand.test/u/abc>, <mailto:unsubscribe+x@bounce.brand.test>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'Feedback-ID': '7:3:campaign:resonate',
  },
  messageId: '<c7.r1.m42@brand.test>',
};

const shapes: Record<string, TMimeMail> = {
  'HTML and text': base,
  'HTML only': { ...base, text: undefined },
  'text only': { ...base, html: undefined },
  'non-ASCII subject, name and bodies': {
    ...base,
    from: '"Zoë & Søn" <news@brand.test>',
    subject: 'Høst — 20% rabat på alt, Zoë! ' + 'lang emnelinje '.repeat(8),
    html: `<p>Hej Zoë, 你好</p><p>${'ø '.repeat(200)}</p>`,
    text: 'Hej Zoë \nlinje med mellemrum   \n\n',
  },
  'mostly non-Latin text (base64)': { ...base, text: '你好世界'.repeat(60), html: undefined },
  'long lines and trailing spaces': {
    ...base,
    html: `<p>${'word '.repeat(400)}</p>   `,
    text: `${'x'.repeat(300)}\r\n.starts with a dot\r\nends with spaces   `,
  },
  'an empty text beside the HTML': { ...base, text: '' },
};

/** What nodemailer's own pipeline writes for the same message and key. */
async function viaNodemailer(mail: TMimeMail, signWith?: TMimeKey): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({
    ...mail,
    baseBoundary: 'b0',
    ...(signWith
      ? { dkim: { ...signWith, privateKey: signWith.privateKey as unknown as string } }
      : {}),
  });
  return (info.message as Buffer).toString('latin1');
}

describe('one-pass email builder', () => {
  for (const [shape, mail] of Object.entries(shapes)) {
    it(`writes what nodemailer writes, signed: ${shape}`, async () => {
      const built = buildEmail(mail, 'b0', key).raw.toString('latin1');
      expect(built).toMatch(
        /^DKIM-Signature: v=1; a=rsa-sha256; c=relaxed\/relaxed; d=brand\.test/,
      );
      expect(built).toBe(await viaNodemailer(mail, key));
    });
  }

  it('answers the SMTP envelope nodemailer derives: the VERP sender, the recipient in punycode', () => {
    const { envelope } = buildEmail(
      {
        ...base,
        to: 'ada@bücher.test',
        envelope: { from: 'bounce+x@brand.test', to: 'ada@bücher.test' },
      },
      'b0',
    );
    expect(envelope).toEqual({ from: 'bounce+x@brand.test', to: ['ada@xn--bcher-kva.test'] });
  });

  it('writes what nodemailer writes when unsigned', async () => {
    expect(buildEmail(base, 'b0').raw.toString('latin1')).toBe(await viaNodemailer(base));
  });
});
