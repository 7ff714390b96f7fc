import { describe, expect, it } from 'vitest';
import { sameEndpoint } from './stored-secrets.ts';

describe('sameEndpoint', () => {
  it('ignores case, a trailing slash and a trailing dot of the same place', () => {
    expect(sameEndpoint(['https://API.example.com/v1/'], ['https://api.example.com/v1'])).toBe(
      true,
    );
    expect(sameEndpoint(['Mail.Example.com.'], ['mail.example.com'])).toBe(true);
    expect(sameEndpoint(['twilio', ''], ['twilio', undefined])).toBe(true);
  });

  it('tells another host, port, path, scheme or provider apart (the attacker moves any of them)', () => {
    const base = ['twilio', 'https://api.example.com/v1'];
    expect(sameEndpoint(base, ['twilio', 'https://api.example.com.evil.test/v1'])).toBe(false);
    expect(sameEndpoint(base, ['twilio', 'https://api.example.com:8443/v1'])).toBe(false);
    expect(sameEndpoint(base, ['twilio', 'https://api.example.com/v1/../hook'])).toBe(false);
    expect(sameEndpoint(base, ['twilio', 'http://api.example.com/v1'])).toBe(false);
    expect(sameEndpoint(base, ['vonage', 'https://api.example.com/v1'])).toBe(false);
    expect(sameEndpoint(['127.0.0.1'], ['127.0.0.2'])).toBe(false);
  });
});
