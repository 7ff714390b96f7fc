import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#/config.ts';

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
      TRUST_PROXY: 'true',
      APP_SECRET: 'x'.repeat(64),
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u:p@db:5432/resonate',
      smtpUrl: 'smtp://mail:25',
      publicUrl: 'https://app.example.com',
      embeddedPgPort: undefined,
      trustProxy: true,
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
});
