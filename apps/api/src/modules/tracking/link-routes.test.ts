import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_MSG } from '@resonate/contracts/campaigns/tracking';
import type { DB } from '#/db/schema.ts';
import { trackEmail, trackingSigner, type TTrackingRef } from '#/modules/communications/index.ts';
import { createCommunication, createContact, createTenant } from '#/modules/events/testing.ts';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';
import { countsOf, createMessage, messageRow, suppressionsOf } from './tracking.test-helpers.ts';

let t: TTestApp;
let owner: Kysely<DB>;
let signer: ReturnType<typeof trackingSigner>;
let clientId: number;
let departmentId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.app.ownerDb as Kysely<DB>;
  signer = trackingSigner(t.app.config.appSecret);
  ({ clientId, departmentId } = await createTenant(owner, 'Tracking links'));
});
afterAll(() => t.close());

const get = (path: string) => t.app.inject({ method: 'GET', url: path });
const link = (prefix: string, ref: TTrackingRef) => `${prefix}${signer.sign(ref)}`;

/** A fresh email communication with one message to a new contact. */
async function emailMessage(email: string) {
  const communicationId = await createCommunication(owner, clientId, {
    channelId: 1,
    departmentId,
  });
  const passportId = await createContact(owner, clientId, email);
  const messageId = await createMessage(owner, clientId, {
    communicationId,
    passportId,
    channelId: 1,
    address: email,
  });
  return { communicationId, passportId, messageId };
}

describe('open pixel', () => {
  it('answers a no-store GIF and counts the first open of a message only', async () => {
    const { communicationId, messageId } = await emailMessage('open@example.test');
    const url = link('/t/o/', { kind: 'open', clientId, messageId });
    for (let i = 0; i < 3; i += 1) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/gif');
      expect(response.headers['cache-control']).toContain('no-store');
      expect(response.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    }
    expect((await countsOf(owner, clientId, communicationId)).opened).toBe(1);
    expect((await messageRow(owner, clientId, messageId)).opened_at).not.toBeNull();
  });

  it('still answers the image for junk, and counts nothing', async () => {
    for (const token of [
      'junk',
      'a.b',
      signer.sign({ kind: 'open', clientId, messageId: 999999 }),
    ]) {
      const response = await get(`/t/o/${token}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/gif');
    }
  });
});

describe('click redirect', () => {
  it('redirects to the signed URL and counts the first click (and the open it implies)', async () => {
    const { communicationId, messageId } = await emailMessage('click@example.test');
    const url = link('/t/c/', {
      kind: 'click',
      clientId,
      messageId,
      url: 'https://shop.example.test/sale?a=1&b=2',
    });
    for (let i = 0; i < 2; i += 1) {
      const response = await get(url);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('https://shop.example.test/sale?a=1&b=2');
    }
    const counts = await countsOf(owner, clientId, communicationId);
    expect(counts.clicked).toBe(1);
    expect(counts.opened).toBe(1);
    // A later open (images loaded after the click) is not a second open.
    await get(link('/t/o/', { kind: 'open', clientId, messageId }));
    expect((await countsOf(owner, clientId, communicationId)).opened).toBe(1);
  });

  it('answers a tampered or foreign link with the 400 page, never a redirect', async () => {
    const { communicationId, messageId } = await emailMessage('tamper@example.test');
    const genuine = signer.sign({ kind: 'click', clientId, messageId, url: 'https://a.test/' });
    const [, signature] = genuine.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ k: 'c', c: clientId, m: messageId, u: 'https://evil.test/' }),
    ).toString('base64url');
    const other = trackingSigner('another-secret-0123456789-0123456789');
    const refused = [
      `/t/c/${forgedPayload}.${signature}`,
      `/t/c/${genuine.slice(0, -2)}`,
      '/t/c/garbage',
      `/t/c/${other.sign({ kind: 'click', clientId, messageId, url: 'https://evil.test/' })}`,
      // An open token is not a click: it carries no destination.
      link('/t/c/', { kind: 'open', clientId, messageId }),
      // Signed, but not a web address.
      link('/t/c/', { kind: 'click', clientId, messageId, url: 'javascript:alert(1)' }),
      link('/t/c/', { kind: 'click', clientId, messageId, url: '//evil.test/' }),
    ];
    for (const url of refused) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain(TRACKING_MSG.linkInvalid);
    }
    expect((await countsOf(owner, clientId, communicationId)).clicked).toBe(0);
  });

  it('tracks the links trackEmail writes into a message', async () => {
    const { communicationId, messageId } = await emailMessage('rendered@example.test');
    const out = trackEmail(
      'http://localhost',
      signer,
      { clientId, messageId },
      {
        html: '<body><a href="https://shop.example.test/x">x</a></body>',
      },
    );
    const href = /href="http:\/\/localhost(\/t\/c\/[^"]+)"/.exec(out.html!)![1]!;
    const response = await get(href);
    expect(response.headers.location).toBe('https://shop.example.test/x');
    expect((await countsOf(owner, clientId, communicationId)).clicked).toBe(1);
  });
});

describe('one-click unsubscribe', () => {
  it('asks on GET under a strict CSP, and changes nothing', async () => {
    const { communicationId, messageId } = await emailMessage('ask@example.test');
    const url = link('/t/u/', { kind: 'unsubscribe', clientId, messageId });
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Resonate');
    expect(response.body).toContain(`<form method="post" action="${url}">`);
    expect(response.body).toContain('<button type="submit">Unsubscribe</button>');
    expect(response.body).not.toContain('<script');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain('unsafe-inline');
    expect((await countsOf(owner, clientId, communicationId)).unsubscribed).toBe(0);
  });

  it('unsubscribes on the RFC 8058 POST: consent, suppression and one event, idempotently', async () => {
    const { communicationId, passportId, messageId } = await emailMessage('leave@example.test');
    const url = link('/t/u/', { kind: 'unsubscribe', clientId, messageId });
    const boundary = '----resonate';
    const multipart = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="List-Unsubscribe"',
      '',
      'One-Click',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    // RFC 8058: multipart/form-data (SHOULD) or form-encoded (MAY); the second is a repeat.
    const bodies = [
      { type: `multipart/form-data; boundary=${boundary}`, payload: multipart },
      { type: 'application/x-www-form-urlencoded', payload: 'List-Unsubscribe=One-Click' },
    ];
    for (const { type, payload } of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': type },
        payload,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(TRACKING_MSG.unsubscribed);
    }
    const contact = await owner
      .selectFrom('contacts')
      .select('consent')
      .where('client_id', '=', clientId)
      .where('passport_id', '=', passportId)
      .executeTakeFirstOrThrow();
    expect(contact.consent).toEqual({ email: 'unsubscribed' });
    expect(await suppressionsOf(owner, clientId)).toContainEqual({
      channel_id: 1,
      address: 'leave@example.test',
      reason: 'unsubscribed',
    });
    expect((await countsOf(owner, clientId, communicationId)).unsubscribed).toBe(1);
  });

  it('refuses a tampered unsubscribe link on GET and POST', async () => {
    const { messageId } = await emailMessage('keep@example.test');
    const open = link('/t/u/', { kind: 'open', clientId, messageId });
    expect((await get(open)).statusCode).toBe(400);
    const response = await t.app.inject({ method: 'POST', url: '/t/u/x.y' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(TRACKING_MSG.linkInvalid);
    expect(await suppressionsOf(owner, clientId)).not.toContainEqual(
      expect.objectContaining({ address: 'keep@example.test' }),
    );
  });
});

describe('QR scan', () => {
  it('counts every scan as a click of the communication and redirects', async () => {
    const communicationId = await createCommunication(owner, clientId, {
      channelId: 3,
      departmentId,
    });
    const url = link('/t/q/', {
      kind: 'scan',
      clientId,
      communicationId,
      url: 'https://shop.example.test/qr',
    });
    for (let i = 0; i < 2; i += 1) {
      const response = await get(url);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('https://shop.example.test/qr');
    }
    const rows = await owner
      .selectFrom('event_rollups')
      .select(['department_id', 'channel_id', 'clicked'])
      .where('client_id', '=', clientId)
      .where('communication_id', '=', communicationId)
      .execute();
    expect(
      rows.map((row) => ({
        department_id: Number(row.department_id),
        channel_id: Number(row.channel_id),
        clicked: Number(row.clicked),
      })),
    ).toEqual([{ department_id: departmentId, channel_id: 3, clicked: 2 }]);
    expect((await get('/t/q/garbage')).statusCode).toBe(400);
  });
});
