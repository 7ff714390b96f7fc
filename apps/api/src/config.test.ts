import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#/config.ts';
import { TRUST_PROXY_TRUE_REFUSED } from '#/trust-proxy.ts';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      nodeEnv: 'production',
      logLevel: 'info',
      dataDir: path.resolve('./data'),
      publicUrl: 'http://localhost:8080',
      databaseUrl: undefined,
      appSecret: undefined,
      trustProxy: false,
      seedDemo: true,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('parses given values', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u:p@db:5432/resonate',
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_URL: 'https://app.example.com/',
      EMBEDDED_PG_PORT: '',
      TRUST_PROXY: '1',
      APP_SECRET: 'x'.repeat(64),
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u:p@db:5432/resonate',
      smtpUrl: 'smtp://mail:25',
      publicUrl: 'https://app.example.com',
      embeddedPgPort: undefined,
      trustProxy: 1,
    });
  });

  it('names every bad variable in one message', () => {
    const env = {
      PORT: 'eighty',
      DATABASE_URL: 'mysql://nope',
      SMTP_URL: 'http://mail',
      APP_SECRET: 'short',
      PUBLIC_URL: 'not a url',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
      EMBEDDED_PG_PORT: '70000',
      TRUST_PROXY: 'maybe',
    };
    let error: unknown;
    try {
      loadConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of Object.keys(env)) expect(message).toContain(`${name}:`);
  });

  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('expected a ConfigError');
  };

  describe('TRUST_PROXY', () => {
    it('refuses `true`, which would let any client choose its address, and says what to write', () => {
      for (const value of ['true', 'TRUE', 'yes']) {
        expect(problemsOf({ TRUST_PROXY: value })).toContain(
          `TRUST_PROXY: ${TRUST_PROXY_TRUE_REFUSED}`,
        );
      }
    });

    it('trusts nothing when unset, empty, false or 0', () => {
      for (const value of [undefined, '', 'false', '0', 'no']) {
        expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
      }
    });

    it('takes a hop count, or proxy addresses and CIDRs', () => {
      expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
      expect(
        loadConfig({ TRUST_PROXY: ' 10.0.0.1, 10.0.0.0/8,fd00::/8 loopback' }).trustProxy,
      ).toEqual(['10.0.0.1', '10.0.0.0/8', 'fd00::/8', 'loopback']);
    });

    it('names the entries that are neither a count nor an address', () => {
      const message = problemsOf({ TRUST_PROXY: '10.0.0.1,proxy.local,10.0.0.0/33,-1' });
      expect(message).toContain(
        'TRUST_PROXY: not an IP address or CIDR: proxy.local, 10.0.0.0/33, -1; write the number',
      );
    });
  });

  describe('SEED_DEMO', () => {
    it('seeds the embedded database of `npm start` but never a DATABASE_URL one unless asked', () => {
      const url = 'postgres://u:p@db:5432/resonate';
      expect(loadConfig({}).seedDemo).toBe(true);
      expect(loadConfig({ SEED_DEMO: '' }).seedDemo).toBe(true);
      expect(loadConfig({ DATABASE_URL: url }).seedDemo).toBe(false);
      expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: '' }).seedDemo).toBe(false);
      expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: 'true' }).seedDemo).toBe(true);
      expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    });
  });

  describe('privacy and terms', () => {
    it('defaults to the product page naming the invoice issuer as operator', () => {
      expect(loadConfig({}).legal).toEqual({
        privacyUrl: null,
        termsUrl: null,
        operatorName: 'Resonate Marketing Ltd',
        operatorEmail: 'billing@resonate.example',
      });
    });

    it("takes the operator's pages, name and email", () => {
      const config = loadConfig({
        PRIVACY_URL: 'https://operator.example/privacy',
        TERMS_URL: 'http://operator.example/terms',
        OPERATOR_NAME: ' Operator GmbH ',
        OPERATOR_EMAIL: 'legal@operator.example',
      });
      expect(config.legal).toEqual({
        privacyUrl: 'https://operator.example/privacy',
        termsUrl: 'http://operator.example/terms',
        operatorName: 'Operator GmbH',
        operatorEmail: 'legal@operator.example',
      });
      expect(loadConfig({ PRIVACY_URL: '', TERMS_URL: ' ' }).legal.privacyUrl).toBeNull();
    });

    it.each([
      ['PRIVACY_URL', 'javascript:alert(1)', 'PRIVACY_URL: must be an http:// or https:// URL'],
      ['TERMS_URL', 'operator.example/terms', 'TERMS_URL: must be an http:// or https:// URL'],
      ['OPERATOR_EMAIL', 'legal-at-operator', 'OPERATOR_EMAIL:'],
    ])('refuses %s=%s', (name, value, message) => {
      expect(() => loadConfig({ [name]: value })).toThrow(message);
    });
  });
});
