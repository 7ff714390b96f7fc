import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, signIn } from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { callAs, seedNotifications, type TCaller } from '../../../test/notification-helpers.ts';

let t: TTestApp;
let base: string;
let admin: TCaller;

beforeAll(async () => {
  t = await createDemoApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await signIn(t.app, 'admin@acme.test');
});
afterAll(() => t.close());

/** Reads server-sent events as they arrive: `next()` resolves with the next `unread` data. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return async function next(): Promise<{ unreadCount: string }> {
    for (;;) {
      const match = buffer.match(/event: unread\ndata: (.*)\n\n/);
      if (match) {
        buffer = buffer.slice(match.index! + match[0].length);
        return JSON.parse(match[1]!);
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += value;
    }
  };
}

async function ticketOf(caller: TCaller) {
  const res = await callAs(t.app, caller, 'GetStreamTicket');
  expect(res.statusCode).toBe(200);
  return res.json().data as { ticket: string; expiresInSeconds: number };
}

describe('notification stream (server-sent events)', () => {
  it('issues a short-lived ticket only to a signed-in caller', async () => {
    const { ticket, expiresInSeconds } = await ticketOf(admin);
    expect(ticket).not.toContain(admin.accessToken);
    expect(expiresInSeconds).toBeLessThanOrEqual(60);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/AlertAndNotifications/GetStreamTicket',
      payload: { departmentId: 0, clientId: admin.clientId, userId: admin.userId },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([[''], ['?ticket=forged'], [`?ticket=${'x'.repeat(40)}.${'y'.repeat(43)}`]])(
    'refuses a missing or forged ticket (%s) with 401 in the envelope',
    async (query) => {
      const res = await t.app.inject({ url: `/api/AlertAndNotifications/Stream${query}` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: false });
    },
  );

  it('sends the count at once, then again when a notification is created or read', async () => {
    const { ticket } = await ticketOf(admin);
    const controller = new AbortController();
    const res = await fetch(`${base}/api/AlertAndNotifications/Stream?ticket=${ticket}`, {
      signal: controller.signal,
    });
    try {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      expect(res.headers.get('content-security-policy')).toContain("connect-src 'self'");
      const next = eventReader(res.body!);
      expect(await next()).toEqual({ unreadCount: '0' });
      // Two quick changes may both be counted by the first push: wait for the final value.
      const until = async (unreadCount: string) => {
        while ((await next()).unreadCount !== unreadCount);
      };
      await seedNotifications(t.app, admin, 2);
      await until('2');
      await callAs(t.app, admin, 'MarkAllAsRead');
      await until('0');
    } finally {
      controller.abort();
    }
  });
});
