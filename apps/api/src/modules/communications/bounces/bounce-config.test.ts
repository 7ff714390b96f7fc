import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#/config.ts';

describe('bounce intake configuration', () => {
  it('is off unless configured', () => {
    const config = loadConfig({});
    expect(config.bounceSmtp.port).toBeUndefined();
    expect(config.bounceImap.url).toBeUndefined();
  });

  it('takes a receiver port and an IMAP mailbox URL with credentials', () => {
    const config = loadConfig({
      BOUNCE_SMTP_PORT: '2525',
      BOUNCE_IMAP_URL: 'imaps://bounces:secret@mail.brand.test/INBOX',
    });
    expect(config.bounceSmtp).toEqual({ port: 2525, host: '0.0.0.0' });
    expect(config.bounceImap).toEqual({
      url: 'imaps://bounces:secret@mail.brand.test/INBOX',
      pollSeconds: 60,
    });
  });

  it.each([
    ['BOUNCE_IMAP_URL', 'https://mail.brand.test/'],
    ['BOUNCE_IMAP_URL', 'imap://mail.brand.test/INBOX'],
    ['BOUNCE_SMTP_PORT', '70000'],
    ['BOUNCE_IMAP_POLL_SECONDS', '1'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
