import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guardedPost,
  isPublicAddress,
  OutboundBlockedError,
  resolvePublicAddress,
} from './outbound-guard.ts';

const strict = { allowPrivate: false };

describe('outbound guard: which addresses are public', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '169.254.169.254',
    '169.254.0.5',
    '100.64.0.1',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::7f00:1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '2002:7f00:1::1',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('outbound guard: resolving', () => {
  const fake =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses a host that resolves to loopback (localhost)', async () => {
    await expect(resolvePublicAddress('localhost', strict)).rejects.toMatchObject({
      reason: 'private',
    });
  });

  it('refuses a host when any of its addresses is private', async () => {
    const policy = { allowPrivate: false, resolve: fake('93.184.216.34', '10.0.0.5') };
    await expect(resolvePublicAddress('mixed.example', policy)).rejects.toBeInstanceOf(
      OutboundBlockedError,
    );
  });

  it('returns the checked public address, and refuses an unknown host', async () => {
    const policy = { allowPrivate: false, resolve: fake('93.184.216.34') };
    await expect(resolvePublicAddress('ok.example', policy)).resolves.toEqual({
      address: '93.184.216.34',
      family: 4,
    });
    await expect(
      resolvePublicAddress('nothing.example', { allowPrivate: false, resolve: fake() }),
    ).rejects.toMatchObject({ reason: 'unresolvable' });
  });

  it('takes IP literals as they are, and allows private ones only in development mode', async () => {
    await expect(resolvePublicAddress('::1', strict)).rejects.toMatchObject({ reason: 'private' });
    await expect(resolvePublicAddress('127.0.0.1', { allowPrivate: true })).resolves.toEqual({
      address: '127.0.0.1',
      family: 4,
    });
  });
});

describe('outbound guard: posting', () => {
  let server: Server;
  let port: number;
  const seen: { host?: string; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ host: request.headers.host, body });
        response.statusCode = request.url === '/fail' ? 503 : 204;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (url: string, policy: Parameters<typeof guardedPost>[2]) =>
    guardedPost(url, { headers: {}, body: '{"a":1}', timeoutMs: 2000 }, policy);

  it('refuses a loopback receiver and plain http unless development mode allows them', async () => {
    await expect(post(`http://127.0.0.1:${port}/`, strict)).rejects.toBeInstanceOf(
      OutboundBlockedError,
    );
    await expect(post(`https://localhost:${port}/`, strict)).rejects.toMatchObject({
      reason: 'private',
    });
    const answer = await post(`http://127.0.0.1:${port}/`, { allowPrivate: true });
    expect(answer.status).toBe(204);
    expect(answer.timeMs).toBeGreaterThanOrEqual(0);
  });

  it('connects to the checked address but keeps the host name in the Host header', async () => {
    const policy = {
      allowPrivate: true,
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    };
    const answer = await post(`http://hooks.example.test:${port}/fail`, policy);
    expect(answer.status).toBe(503);
    expect(seen.at(-1)).toEqual({ host: `hooks.example.test:${port}`, body: '{"a":1}' });
  });
});
