import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startRecordingServer,
  type TCannedAnswer,
  type TRecordedRequest,
} from '#/channels/test-support/recording-server.ts';
import { webhookSecretBox, secretContext } from '#/modules/data-exchange/index.ts';
import { signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { createChannelsApp, cs, type TCaller } from '#/modules/communication-settings/testing.ts';
import { directMailRunDir } from './direct-mail/direct-mail-files.ts';
import { channelReady, senderFor, type TRecipientMessage } from './sender-for.ts';

let t: TTestApp;
let admin: TCaller;
let brand: TCaller;
let answer: (request: TRecordedRequest) => TCannedAnswer = () => ({ status: 200, body: {} });
let provider: Awaited<ReturnType<typeof startRecordingServer>>;

beforeAll(async () => {
  provider = await startRecordingServer((request) => answer(request));
  t = await createChannelsApp({
    ALLOW_PRIVATE_CHANNEL_HOSTS: 'true',
    ALLOW_PRIVATE_WEBHOOKS: 'true',
  });
  admin = await signIn(t.app, 'admin@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(async () => {
  await Promise.all([t.close(), provider.close()]);
});

const last = () => provider.requests.at(-1) as TRecordedRequest;
const communication = (channelId: number, extra: object = {}) => ({
  id: 77,
  channel_id: channelId,
  name: 'Spring sale',
  sender: {},
  run_no: 1,
  ...extra,
});
const message = (extra: Partial<TRecipientMessage> = {}): TRecipientMessage => ({
  messageId: 501,
  deliveryId: 'c77.r1.m501@acme.test',
  passportId: '8b0f6a4e-0000-4000-8000-000000000001',
  address: '+447700900123',
  rendered: { text: 'Hello Ada' },
  person: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    mobile: '+447700900123',
    attributes: {},
  },
  ...extra,
});

async function saveAccount(body: object) {
  const res = await cs(t.app, admin, 'UpsertChannelAccount', body);
  expect(res.statusCode).toBe(200);
}

describe('channelReady', () => {
  it('answers per channel from the saved settings', async () => {
    const ready = (channelId: number, sender: Record<string, unknown> = {}) =>
      channelReady(t.app, admin.clientId, channelId, sender);
    expect(await ready(3)).toBe(true);
    expect(await ready(2)).toBe(false);
    expect(await ready(30)).toBe(false);
    expect(await ready(34, { webhookId: 123456 })).toBe(false);
    expect(await ready(6)).toBe(false);
    await expect(senderFor(t.app, admin.clientId, communication(2))).rejects.toThrow(
      'Set up this channel in Communication settings before sending on it',
    );
  });
});

describe('SMS and LINE', () => {
  it('sends the rendered text through the account, permanent only for a bad number', async () => {
    await saveAccount({
      channelId: 2,
      provider: 'vonage',
      settings: { accountId: 'key1', senderId: 'Acme' },
      secret: 'vonage-secret',
      apiBaseUrl: provider.url,
    });
    expect(await channelReady(t.app, admin.clientId, 2, {})).toBe(true);
    expect(await channelReady(t.app, brand.clientId, 2, {})).toBe(false);
    const sender = await senderFor(t.app, admin.clientId, communication(2));
    answer = () => ({ status: 202, body: { message_uuid: 'uuid-1' } });
    const ok = await sender.send(message());
    expect(ok).toMatchObject({ ok: true, providerMessageId: 'uuid-1' });
    expect(JSON.parse(last().body)).toEqual({
      message_type: 'text',
      channel: 'sms',
      to: '447700900123',
      from: 'Acme',
      text: 'Hello Ada',
    });

    answer = () => ({
      status: 422,
      body: { title: 'Invalid parameters', detail: 'Invalid to number' },
    });
    const bad = await sender.send(message());
    expect(bad).toMatchObject({ ok: false, permanent: true });
    answer = () => ({ status: 500, body: { title: 'Internal error' } });
    const outage = await sender.send(message());
    expect(outage.ok).toBe(false);
    expect(outage.permanent).toBeUndefined();
    answer = () => ({ status: 429, body: { title: 'Too many requests' } });
    expect((await sender.send(message())).permanent).toBeUndefined();
    await sender.close();
  });

  it('pushes a LINE text to the user id with the channel access token', async () => {
    await saveAccount({
      channelId: 30,
      provider: 'line',
      secret: 'line-channel-token',
      apiBaseUrl: provider.url,
    });
    const sender = await senderFor(t.app, admin.clientId, communication(30));
    answer = () => ({ status: 200, body: { sentMessages: [{ id: '4711' }] } });
    const result = await sender.send(message({ address: 'U1234567890abcdef' }));
    expect(result).toMatchObject({ ok: true, providerMessageId: '4711' });
    expect(last().url).toBe('/v2/bot/message/push');
    expect(last().headers.authorization).toBe('Bearer line-channel-token');
    expect(JSON.parse(last().body)).toEqual({
      to: 'U1234567890abcdef',
      messages: [{ type: 'text', text: 'Hello Ada' }],
    });
  });
});

describe('webhook and outside platforms', () => {
  it('posts person and content with the delivery id as Idempotency-Key, the same on a re-send', async () => {
    const webhook = await t.app.ownerDb
      .insertInto('webhooks')
      .values({
        client_id: admin.clientId,
        url: `${provider.url}/hooks/social`,
        events: ['channel.message'],
        secret_sealed: webhookSecretBox(t.app.config.appSecret).seal(
          'whsec-1',
          secretContext(admin.clientId),
        ),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const webhookId = Number(webhook.id);
    expect(await channelReady(t.app, admin.clientId, 5, {})).toBe(false);
    await saveAccount({ channelId: 5, provider: 'webhook', webhookId });
    expect(await channelReady(t.app, admin.clientId, 5, {})).toBe(true);
    expect(await channelReady(t.app, admin.clientId, 34, { webhookId })).toBe(true);

    answer = () => ({ status: 200, body: {} });
    const sender = await senderFor(t.app, admin.clientId, communication(5));
    const payload = message({
      address: 'passport-1',
      rendered: { body: '{"post":"Hello Ada","tags":["sale"]}' },
    });
    expect((await sender.send(payload)).ok).toBe(true);
    expect((await sender.send(payload)).ok).toBe(true);
    const [first, second] = provider.requests.slice(-2) as [TRecordedRequest, TRecordedRequest];
    expect(first.url).toBe('/hooks/social');
    expect(first.headers['idempotency-key']).toBe('c77.r1.m501@acme.test');
    expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
    expect(first.headers['x-resonate-signature']).toBeTruthy();
    const data = JSON.parse(first.body).data.data;
    expect(data).toMatchObject({
      communicationId: 77,
      channelId: 5,
      messageId: 501,
      deliveryId: 'c77.r1.m501@acme.test',
      person: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      content: { body: { post: 'Hello Ada', tags: ['sale'] } },
    });

    answer = () => ({ status: 503, body: {} });
    const refused = await sender.send(payload);
    expect(refused.ok).toBe(false);
    expect(refused.permanent).toBeUndefined();
  });
});

/** The text a PDF draws: its content streams inflated, hex strings decoded. */
function pdfText(bytes: Buffer): string {
  const text: string[] = [];
  const raw = bytes.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = match[1] ?? '';
    try {
      content = inflateSync(Buffer.from(content, 'latin1')).toString('latin1');
    } catch {
      // not compressed
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      text.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return text.join('\n');
}

describe('direct mail and QR outputs', () => {
  it('writes a PDF letter and a safe address file row, downloadable as ZIP and CSV', async () => {
    await saveAccount({
      channelId: 33,
      provider: 'print',
      settings: {
        returnName: 'Acme Ltd',
        returnAddressLine1: '1 High St',
        returnPostcode: 'AB1 2CD',
      },
    });
    const comm = await t.app.ownerDb
      .insertInto('communications')
      .values({
        client_id: admin.clientId,
        name: 'Letters',
        channel_id: 33,
        status: 5,
        audience: '{}',
        content: JSON.stringify({ kind: 'letter', heading: 'Hi', body: 'x' }),
        sender: '{}',
        run_no: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const communicationId = Number(comm.id);
    const sender = await senderFor(
      t.app,
      admin.clientId,
      communication(33, { id: communicationId }),
    );
    const person = {
      firstName: '=HYPERLINK("x")',
      lastName: 'Lovelace',
      email: '',
      mobile: '',
      attributes: { addressLine1: '12 Analytical Row', postcode: 'EC1A 1BB', city: 'London' },
    };
    const longBody = Array.from({ length: 400 }, (_, i) => `Sentence ${i} of the letter.`).join(
      ' ',
    );
    const result = await sender.send(
      message({
        address: 'EC1A 1BB 12 analytical row',
        person,
        rendered: { heading: 'Our offer', body: longBody },
      }),
    );
    expect(result.ok).toBe(true);
    const noAddress = await sender.send(
      message({ messageId: 502, person: { ...person, attributes: {} } }),
    );
    expect(noAddress).toMatchObject({ ok: false, permanent: true });

    const dir = directMailRunDir(t.app.config.dataDir, admin.clientId, communicationId, 1);
    const pdf = await readFile(path.join(dir, '501.pdf'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('=HYPERLINK("x") Lovelace');
    expect(text).toContain('12 Analytical Row');
    expect(text).toContain('EC1A 1BB London');
    expect(text).toContain('Acme Ltd');
    expect(text).toContain('Our offer');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThan(1);
    // A re-send replaces the letter and lists it once.
    await sender.send(message({ person, rendered: { heading: 'Our offer', body: 'Short' } }));
    const csv = await readFile(path.join(dir, 'addresses.csv'), 'utf8');
    expect(csv.trim().split('\r\n')).toHaveLength(2);
    expect(csv).toContain(`"'=HYPERLINK(""x"") Lovelace"`);

    const post = (endpoint: string, payload: object, caller = admin) =>
      t.app.inject({
        method: 'POST',
        url: `/api/Communication/${endpoint}`,
        headers: { accesstoken: caller.accessToken },
        payload,
      });
    const files = await post('GetDirectMailFiles', { communicationId });
    expect(files.statusCode).toBe(200);
    expect(files.json().data.runs).toMatchObject([{ run: 1, letters: 1 }]);
    const foreign = await post('GetDirectMailFiles', { communicationId }, brand);
    expect(foreign.statusCode).toBe(404);

    const zipLink = await post('DownloadDirectMail', { communicationId, run: 1, kind: 'letters' });
    expect(zipLink.statusCode).toBe(200);
    const zip = await t.app.inject({ method: 'GET', url: zipLink.json().data.url });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(entries)).toEqual(['501.pdf']);
    expect(
      Buffer.from(entries['501.pdf'] ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const csvLink = await post('DownloadDirectMail', {
      communicationId,
      run: 1,
      kind: 'addresses',
    });
    const csvFile = await t.app.inject({ method: 'GET', url: csvLink.json().data.url });
    expect(csvFile.body).toBe(csv);
    const missingRun = await post('DownloadDirectMail', {
      communicationId,
      run: 9,
      kind: 'letters',
    });
    expect(missingRun.statusCode).toBe(404);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/Communication/DownloadDirectMail?token=abc.def',
    });
    expect(forged.statusCode).toBe(401);

    // QR: only a launched QR communication, as PNG or SVG of the signed scan link.
    const qr = await t.app.ownerDb
      .insertInto('communications')
      .values({
        client_id: admin.clientId,
        name: 'Poster',
        channel_id: 3,
        status: 7,
        audience: '{}',
        content: JSON.stringify({ kind: 'qr', url: 'https://acme.test/spring' }),
        sender: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const qrId = Number(qr.id);
    const draft = await post('DownloadQrCode', { communicationId: qrId, format: 'png' });
    expect(draft.statusCode).toBe(409);
    expect(draft.json().message).toBe('Launch the communication to get its QR code');
    await t.app.ownerDb
      .updateTable('communications')
      .set({ status: 5 })
      .where('id', '=', qrId)
      .execute();
    const wrong = await post('DownloadQrCode', { communicationId, format: 'png' });
    expect(wrong.statusCode).toBe(400);
    const badSize = await post('DownloadQrCode', { communicationId: qrId, format: 'png', size: 5 });
    expect(badSize.statusCode).toBe(400);
    const pngLink = await post('DownloadQrCode', {
      communicationId: qrId,
      format: 'png',
      size: 256,
    });
    const png = await t.app.inject({ method: 'GET', url: pngLink.json().data.url });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(png.rawPayload.readUInt32BE(16)).toBe(256);
    const svgLink = await post('DownloadQrCode', { communicationId: qrId, format: 'svg' });
    const svg = await t.app.inject({ method: 'GET', url: svgLink.json().data.url });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toMatch(/<svg[\s\S]*<path[^>]* d="M/);
    const foreignQr = await post('DownloadQrCode', { communicationId: qrId, format: 'svg' }, brand);
    expect(foreignQr.statusCode).toBe(404);
  });
});
