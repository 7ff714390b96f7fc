import { describe, expect, it } from 'vitest';
import { loadFixture } from './fixtures/load-fixture.ts';
import { parseReport } from './parse-report.ts';

const verp = 'bounce+c.16.0123456789abcdef0123@bounces.brand.test';
const rcpt = 'gone@example.test';
const sample = (name: string) => parseReport(loadFixture(name, { verp, rcpt }));

describe('parsing delivery status notifications (RFC 3464)', () => {
  it('reads a Postfix hard bounce: 5.1.1, the recipient, the VERP address', () => {
    expect(sample('postfix-hard.eml')).toMatchObject({
      kind: 'hard',
      status: '5.1.1',
      recipient: rcpt,
      verpCandidates: expect.arrayContaining([verp]),
    });
  });

  it("reads Gmail's bounce, whose text part is nested and whose diagnostic is folded", () => {
    const report = sample('gmail-hard.eml');
    expect(report).toMatchObject({ kind: 'hard', status: '5.1.1', recipient: rcpt });
    expect('detail' in report && report.detail).toContain('550-5.1.1 The email account');
  });

  it("reads Outlook's bounce, whose delivery-status part is base64", () => {
    expect(sample('outlook-hard.eml')).toMatchObject({
      kind: 'hard',
      status: '5.5.0',
      recipient: 'nobody@outlook.test',
      verpCandidates: [verp],
    });
  });

  it('takes a failed 4.x.x as a soft bounce', () => {
    expect(sample('postfix-soft.eml')).toMatchObject({ kind: 'soft', status: '4.2.2' });
  });

  it('ignores a delay warning: the mail is still being retried', () => {
    expect(sample('postfix-delayed.eml')).toEqual({ ignored: 'notFailure' });
  });

  it('finds the VERP address in the returned headers when the bounce went elsewhere', () => {
    const mail = loadFixture('postfix-hard.eml', { verp, rcpt })
      .replace(`Delivered-To: ${verp}`, 'Delivered-To: postmaster@brand.test')
      .replace(`To: ${verp}`, 'To: postmaster@brand.test');
    const report = parseReport(mail);
    expect('verpCandidates' in report && report.verpCandidates).toContain(verp);
  });
});

describe('parsing complaint feedback reports (RFC 5965, ARF)', () => {
  it('reads the RFC example: a complaint, its recipient, Original-Mail-From as the VERP address', () => {
    expect(sample('arf-abuse.eml')).toMatchObject({
      kind: 'complaint',
      recipient: rcpt,
      detail: 'feedback-type: abuse',
      verpCandidates: expect.arrayContaining([verp]),
    });
  });

  it('refuses a feedback report without its required Version field', () => {
    expect(sample('arf-without-version.eml')).toEqual({ ignored: 'malformed' });
  });
});

describe('parsing malformed reports', () => {
  const dsn = loadFixture('postfix-hard.eml', { verp, rcpt });
  it.each([
    ['an ordinary mail', `From: a@b.test\r\nTo: ${verp}\r\nSubject: hi\r\n\r\nHello`],
    ['an empty input', ''],
    ['a report without a boundary', dsn.replace(/boundary="[^"]+"/, '')],
    ['a report of an unknown type', dsn.replace('report-type=delivery-status', 'report-type=x')],
    ['a status that is no status code', dsn.replace('Status: 5.1.1', 'Status: five')],
    [
      'a DSN without its delivery-status part',
      dsn.replace('message/delivery-status', 'text/plain'),
    ],
    ['binary noise', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))],
  ])('ignores %s as malformed', (_name, input) => {
    expect(parseReport(input)).toEqual({ ignored: 'malformed' });
  });
});
