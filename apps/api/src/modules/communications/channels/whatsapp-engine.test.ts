import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WA_TEMPLATE_MSG } from '@resonate/contracts/communication-settings/whatsapp-templates';
import {
  startRecordingServer,
  type TRecordedRequest,
} from '#/channels/test-support/recording-server.ts';
import { cs } from '#/modules/communication-settings/testing.ts';
import { au } from '#/modules/audience/testing.ts';
import { runCommunication } from '../engine/run-communication.ts';
import {
  comm,
  createCommunicationFixture,
  ownerOf,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';
import {
  giveMobiles,
  insertChannelCommunication,
  messagesByAddress,
  providerPause,
  sendThroughEngine,
} from './test/channel-engine-fixture.ts';
import { senderFor } from './sender-for.ts';

/**
 * WhatsApp campaigns sent by the engine (issue 22, items 9 and 10), to a local stand-in of the
 * WhatsApp Cloud API (POST /{phone-number-id}/messages; GET /{waba}/message_templates). The
 * inbound webhook opens a number's 24-hour window; free-form text outside it is refused at
 * launch and skipped at the claim; an approved template goes to everyone with its variables
 * rendered per contact.
 */

let f: TCommunicationFixture;
let provider: Awaited<ReturnType<typeof startRecordingServer>>;
let mobiles: string[];
let undeliverable: string;
let throttleNext = 0;
let callbackKey: string;
const PHONE_ID = '1098765432';
/** A number WhatsApp says is outside the window although our record had it inside. */
const STALE_WINDOW = '+447700900999';
/** A number whose send meets the Cloud API's throughput limit (HTTP 400, error 130429). */
const BUSY = '+447700900998';
const sends = () => provider.requests.filter((r) => r.url === `/${PHONE_ID}/messages`);
const sentTo = (request: TRecordedRequest) => `+${JSON.parse(request.body).to}`;

beforeAll(async () => {
  provider = await startRecordingServer((request) => {
    if (request.method === 'GET') {
      return {
        status: 200,
        body: {
          data: [
            {
              name: 'order_update',
              language: 'en_US',
              status: 'APPROVED',
              category: 'UTILITY',
              components: [{ type: 'BODY', text: 'Hi {{1}}, your order {{2}} ships today' }],
            },
          ],
          paging: {},
        },
      };
    }
    if (throttleNext > 0) {
      throttleNext -= 1;
      return {
        status: 429,
        body: { error: { message: '(#80007) Rate limit hit', code: 80007 } },
        headers: { 'retry-after': '1' },
      };
    }
    const to = JSON.parse(request.body).to as string;
    if (to === BUSY.slice(1)) {
      return {
        status: 400,
        body: { error: { message: '(#130429) Rate limit hit', code: 130429 } },
      };
    }
    if (to === STALE_WINDOW.slice(1)) {
      return {
        status: 400,
        body: { error: { message: '(#131047) Re-engagement message', code: 131047 } },
      };
    }
    if (`+${to}` === undeliverable) {
      return {
        status: 400,
        body: { error: { message: '(#131026) Message undeliverable', code: 131026 } },
      };
    }
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id: `wamid.${to.slice(-4)}.${sends().length}` }],
      },
    };
  });
  f = await createCommunicationFixture({ contacts: 4, smtp: false });
  mobiles = await giveMobiles(f, '+4477009004');
  undeliverable = mobiles[3]!;
  const saved = await cs(f.app, f.admin, 'UpsertWhatsAppSetting', {
    provider: 'meta',
    phoneNumberId: PHONE_ID,
    businessAccountId: 'WABA-1',
    accessToken: 'EAAG-engine-token',
    webhookVerifyToken: 'verify-engine',
    apiBaseUrl: provider.url,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const urls = await f.app.inject({
    method: 'POST',
    url: '/api/Callback/GetCallbackUrls',
    headers: { accesstoken: f.admin.accessToken },
    payload: {},
  });
  callbackKey = String(urls.json().data.generic).split('/').pop()!;
}, 60_000);
afterAll(async () => {
  await f.close();
  await provider.close();
});

/** The Cloud API's inbound webhook: `numbers` wrote to the business `secondsAgo` seconds ago. */
function inbound(
  numbers: string[],
  secondsAgo: number,
  phoneNumberId = PHONE_ID,
  key = callbackKey,
) {
  const timestamp = String(Math.floor(Date.now() / 1000) - secondsAgo);
  return f.app.inject({
    method: 'POST',
    url: `/api/Callback/WhatsApp/${key}`,
    payload: {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA-1',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550001111', phone_number_id: phoneNumberId },
                messages: numbers.map((n, i) => ({
                  from: n.slice(1),
                  id: `wamid.in.${i}`,
                  timestamp,
                  type: 'text',
                  text: { body: 'Hello' },
                })),
              },
            },
          ],
        },
      ],
    },
  });
}

describe('the inbound webhook', () => {
  it('verifies with the saved token, refuses a forged key, and records who wrote when', async () => {
    const verify = (token: string, key = callbackKey) =>
      f.app.inject({
        method: 'GET',
        url: `/api/Callback/WhatsApp/${key}?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const ok = await verify('verify-engine');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await verify('wrong')).statusCode).toBe(403);
    expect((await verify('verify-engine', `${f.clientId}-forged`)).statusCode).toBe(401);
    expect((await inbound([mobiles[0]!], 60, PHONE_ID, `${f.clientId}-forged`)).statusCode).toBe(
      401,
    );

    // Another business number's messages are not this account's conversations.
    const elsewhere = await inbound([mobiles[2]!], 60, '999');
    expect(elsewhere.json().data.recorded).toBe(0);
    // Contacts 0, 1 and 3 wrote within the day; contact 2 wrote two days ago.
    const recent = await inbound([mobiles[0]!, mobiles[1]!, mobiles[3]!], 3_600);
    expect(recent.statusCode, recent.body).toBe(200);
    expect(recent.json().data.recorded).toBe(3);
    expect((await inbound([mobiles[2]!], 48 * 3_600)).json().data.recorded).toBe(1);
  });
});

describe('free-form WhatsApp text', () => {
  it('is refused at launch while any recipient is outside the 24-hour window, naming how many', async () => {
    const draft = await comm(f.app, f.admin, 'SaveCommunicationDraft', {
      name: 'Free text to everyone',
      channelId: 21,
      audience: { listIds: [f.listId] },
      content: { kind: 'text', text: 'Hi {{ firstName }}' },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const communicationId = draft.json().data.communication.communicationId;
    const launch = await comm(f.app, f.admin, 'LaunchCommunication', { communicationId });
    expect(launch.statusCode).toBe(400);
    expect(launch.json().errors['content.text']).toBe(WA_TEMPLATE_MSG.outsideWindow(1, 4));
  });

  it('goes through the engine only to numbers inside the window: the rest are skipped with the reason, never sent', async () => {
    throttleNext = 1;
    const id = await insertChannelCommunication(ownerOf(f.app), f.clientId, [f.listId], 21, {
      kind: 'text',
      text: 'Hi {{ firstName }}',
    });
    expect(await sendThroughEngine(f, id)).toBe('finished');

    expect(sends().map(sentTo)).not.toContain(mobiles[2]);
    // One 429, then each number inside the window once.
    expect(sends()).toHaveLength(4);
    const last = sends()
      .filter((r) => sentTo(r) === mobiles[0])
      .at(-1)!;
    expect(last.headers.authorization).toBe('Bearer EAAG-engine-token');
    expect(JSON.parse(last.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: mobiles[0]!.slice(1),
      type: 'text',
      text: { preview_url: false, body: `Hi ${f.contacts[0]!.firstName}` },
    });
    const rows = await messagesByAddress(f, id);
    expect(rows.get(mobiles[0]!)).toMatchObject({ status: 'sent' });
    expect(rows.get(mobiles[0]!)?.provider_message_id).toMatch(/^wamid\./);
    expect(rows.get(mobiles[1]!)).toMatchObject({ status: 'sent' });
    expect(rows.get(mobiles[2]!)).toMatchObject({
      status: 'suppressed',
      error: WA_TEMPLATE_MSG.outsideWindowSkipped,
      attempts: 0,
    });
    expect(rows.get(undeliverable)).toMatchObject({ status: 'failed' });
    expect(rows.get(undeliverable)?.error).toMatch(/131026/);
    expect((await providerPause(f, '21'))?.reason ?? '').toMatch(/429/);
  }, 60_000);
});

describe('an approved template', () => {
  it('reaches numbers outside the window too, with each variable rendered per contact', async () => {
    expect((await cs(f.app, f.admin, 'SyncWhatsAppTemplates')).statusCode).toBe(200);
    const whatsappTemplate = {
      name: 'order_update',
      language: 'en_US',
      variables: ['{{ firstName }}', '{{ attributes.orderNo | default: "A-1" }}'],
    };
    const draft = await comm(f.app, f.admin, 'SaveCommunicationDraft', {
      name: 'Order updates',
      channelId: 21,
      audience: { listIds: [f.listId] },
      content: { kind: 'text', text: '', whatsappTemplate },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const communicationId = draft.json().data.communication.communicationId;
    // The preview reads as the contact will: the template's body with their values.
    const preview = await comm(f.app, f.admin, 'PreviewCommunication', {
      communicationId,
      contactId: f.contacts[2]!.contactId,
    });
    expect(preview.json().data.preview.fields.text).toBe(
      `Hi ${f.contacts[2]!.firstName}, your order A-1 ships today`,
    );
    const launch = await comm(f.app, f.admin, 'LaunchCommunication', { communicationId });
    expect(launch.statusCode, launch.body).toBe(200);

    const before = sends().length;
    const result = await runCommunication(f.app, { clientId: f.clientId, communicationId, run: 1 });
    expect(result).toBe('finished');
    const made = sends().slice(before);
    // The undeliverable number was suppressed by the earlier campaign.
    expect(made.map(sentTo).sort()).toEqual(mobiles.slice(0, 3).sort());
    const toContact2 = made.find((r) => sentTo(r) === mobiles[2])!;
    expect(JSON.parse(toContact2.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: mobiles[2]!.slice(1),
      type: 'template',
      template: {
        name: 'order_update',
        language: { code: 'en_US' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: f.contacts[2]!.firstName },
              { type: 'text', text: 'A-1' },
            ],
          },
        ],
      },
    });
    const rows = await messagesByAddress(f, communicationId);
    expect(rows.get(mobiles[2]!)).toMatchObject({ status: 'sent' });
  }, 60_000);

  it('is refused at launch when not approved or when a variable is not mapped', async () => {
    const launchWith = async (whatsappTemplate: object) => {
      const draft = await comm(f.app, f.admin, 'SaveCommunicationDraft', {
        name: `Template ${Math.random().toString(36).slice(2, 8)}`,
        channelId: 21,
        audience: { listIds: [f.listId] },
        content: { kind: 'text', text: '', whatsappTemplate },
      });
      expect(draft.statusCode, draft.body).toBe(200);
      const communicationId = draft.json().data.communication.communicationId;
      const launch = await comm(f.app, f.admin, 'LaunchCommunication', { communicationId });
      expect(launch.statusCode).toBe(400);
      return launch.json().errors as Record<string, string>;
    };
    expect(
      (await launchWith({ name: 'spring_sale', language: 'en_US', variables: [] }))[
        'content.whatsappTemplate'
      ],
    ).toBe(WA_TEMPLATE_MSG.templateNotApproved);
    expect(
      (
        await launchWith({
          name: 'order_update',
          language: 'en_US',
          variables: ['{{ firstName }}'],
        })
      )['content.whatsappTemplate'],
    ).toBe(WA_TEMPLATE_MSG.variablesMismatch(2));
    expect(
      (
        await launchWith({
          name: 'order_update',
          language: 'en_US',
          variables: ['{{ firstName }}', ' '],
        })
      )['content.whatsappTemplate.variables.1'],
    ).toBe(WA_TEMPLATE_MSG.variableRequired(2));
  });
});

describe('Cloud API refusals that are not about the number', () => {
  const sendTo = async (address: string) => {
    const sender = await senderFor(f.app, f.clientId, {
      id: 9,
      channel_id: 21,
      name: 'Direct',
      sender: {},
      run_no: 1,
    });
    return sender.send({
      messageId: 1,
      deliveryId: 'c9.r1.m1',
      passportId: f.contacts[0]!.passportId,
      address,
      rendered: { text: 'Hi' },
      person: { firstName: 'Ada', lastName: '', email: '', mobile: address, attributes: {} },
    });
  };

  it('a window WhatsApp says has closed fails the message for good (no retry) and keeps the number', async () => {
    const result = await sendTo(STALE_WINDOW);
    expect(result).toMatchObject({ ok: false, final: true });
    expect(result.permanent).toBeUndefined();
    expect(result.response).toMatch(/131047/);
  });

  it('a throughput limit answered as HTTP 400 slows the provider like a 429', async () => {
    const result = await sendTo(BUSY);
    expect(result).toMatchObject({ ok: false, throttledForMs: 30_000 });
    expect(result.permanent).toBeUndefined();
  });
});

describe('deleting a contact', () => {
  it('forgets when their number wrote on WhatsApp (the window names their mobile)', async () => {
    const windowOf = (mobile: string) =>
      ownerOf(f.app)
        .selectFrom('whatsapp_inbound')
        .select('address')
        .where('client_id', '=', f.clientId)
        .where('address', '=', mobile)
        .execute();
    expect(await windowOf(mobiles[1]!)).toHaveLength(1);
    const deleted = await au(f.app, f.admin, 'DeleteContacts', {
      contactIds: [f.contacts[1]!.contactId],
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await windowOf(mobiles[1]!)).toEqual([]);
    expect(await windowOf(mobiles[0]!)).toHaveLength(1);
  });
});
