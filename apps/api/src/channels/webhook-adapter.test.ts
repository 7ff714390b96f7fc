import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySignature } from './webhook-signature.ts';
import {
  startRecordingServer,
  type TCannedAnswer,
  type TRecordedRequest,
} from './test-support/recording-server.ts';
import { createWebhookAdapter } from './webhook-adapter.ts';

let answer: () => TCannedAnswer = () => ({ status: 204, body: '' });
let server: Awaited<ReturnType<typeof startRecordingServer>>;
beforeAll(async () => {
  server = await startRecordingServer(() => answer());
});
afterAll(() => server.close());

const SECRET = 'whsec_test-secret';
const last = () => server.requests.at(-1) as TRecordedRequest;

describe('webhook adapter', () => {
  it('posts the message signed like the data-exchange webhooks', async () => {
    const adapter = createWebhookAdapter(
      { url: `${server.url}/hooks/resonate`, secret: SECRET },
      { allowPrivate: true },
    );
    const result = await adapter.send({ to: 'crm-42', text: 'Hello', data: { orderId: 7 } });
    expect(result.ok).toBe(true);
    const request = last();
    expect(request.url).toBe('/hooks/resonate');
    expect(request.headers['x-resonate-event']).toBe('channel.message');
    expect(result.providerMessageId).toBe(request.headers['x-resonate-delivery']);
    const signature = String(request.headers['x-resonate-signature']);
    expect(verifySignature(SECRET, signature, request.body)).toBe(true);
    expect(verifySignature('another-secret', signature, request.body)).toBe(false);
    expect(JSON.parse(request.body)).toMatchObject({
      id: result.providerMessageId,
      type: 'channel.message',
      data: { to: 'crm-42', text: 'Hello', data: { orderId: 7 } },
    });
    expect(result.response).toMatch(/^The receiver answered HTTP 204 in \d+ ms$/);
  });

  it('reports a failing receiver, and never lets message headers replace the signature', async () => {
    answer = () => ({ status: 500, body: { error: 'down' } });
    const adapter = createWebhookAdapter(
      { url: server.url, secret: SECRET },
      { allowPrivate: true },
    );
    const result = await adapter.send({
      to: 'x',
      headers: { 'x-resonate-signature': 'forged', 'x-trace': '1' },
    });
    expect(result).toMatchObject({ ok: false, providerMessageId: undefined });
    expect(result.response).toMatch(/^The receiver answered HTTP 500/);
    expect(last().headers['x-trace']).toBe('1');
    expect(
      verifySignature(SECRET, String(last().headers['x-resonate-signature']), last().body),
    ).toBe(true);
  });

  it('refuses loopback when private hosts are not allowed', async () => {
    const before = server.requests.length;
    const adapter = createWebhookAdapter(
      { url: server.url.replace('http:', 'https:'), secret: SECRET },
      { allowPrivate: false },
    );
    const result = await adapter.send({ to: 'x' });
    expect(result.ok).toBe(false);
    expect(result.response).toContain('private, loopback or link-local');
    expect(server.requests.length).toBe(before);
  });
});
