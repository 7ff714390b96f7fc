import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basicCredentials,
  startRecordingServer,
  type TRecordedRequest,
} from '#/channels/test-support/recording-server.ts';
import { cs } from '#/modules/communication-settings/testing.ts';
import {
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

/**
 * Voice and VMS campaigns sent by the engine (issue 22, item 10): launch, run, the send gate and
 * the voice sender, to a local stand-in speaking Twilio's Calls API (the voice provider the
 * sender's profiles target first).
 */

let f: TCommunicationFixture;
let provider: Awaited<ReturnType<typeof startRecordingServer>>;
let mobiles: string[];
let badNumber: string;
let throttleNext = 0;
const calls = () => provider.requests.filter((r) => r.url.endsWith('/Calls.json'));
const form = (request: TRecordedRequest) => Object.fromEntries(new URLSearchParams(request.body));

beforeAll(async () => {
  provider = await startRecordingServer((request) => {
    const to = new URLSearchParams(request.body).get('To');
    if (throttleNext > 0) {
      throttleNext -= 1;
      return {
        status: 429,
        body: { code: 20429, message: 'Too Many Requests' },
        headers: { 'retry-after': '1' },
      };
    }
    if (to === badNumber) {
      return {
        status: 400,
        body: { code: 21211, message: `The 'To' number ${to} is not a valid phone number.` },
      };
    }
    return { status: 201, body: { sid: `CA${to?.slice(-4)}`, status: 'queued' } };
  });
  f = await createCommunicationFixture({ contacts: 4, smtp: false });
  mobiles = await giveMobiles(f, '+4477009003');
  badNumber = mobiles[3]!;
  const saved = await cs(f.app, f.admin, 'UpsertVMSSettings', {
    provider: 'twilio',
    callerId: '+14155550100',
    accountId: 'AC0123456789',
    authToken: 'twilio-voice-token',
    callbackUrl: 'https://acme.test/voice/status',
    apiBaseUrl: provider.url,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}, 60_000);
afterAll(async () => {
  await f.close();
  await provider.close();
});

describe('a voice campaign through the engine', () => {
  it('calls every number once with the spoken text, records the call sid, suppresses an invalid number and waits out a 429', async () => {
    throttleNext = 1;
    const id = await insertChannelCommunication(ownerOf(f.app), f.clientId, [f.listId], 26, {
      kind: 'text',
      text: 'Hello {{ firstName }}, your order & receipt are ready',
    });
    expect(await sendThroughEngine(f, id)).toBe('finished');

    // The throttled call is asked again once the pause is over: one 429, then one call each.
    expect(calls()).toHaveLength(5);
    expect(new Set(calls().map((r) => form(r).To))).toEqual(new Set(mobiles));
    for (const [i, mobile] of mobiles.slice(0, 3).entries()) {
      const made = calls().filter((r) => form(r).To === mobile);
      const last = made.at(-1)!;
      expect(last.url).toBe('/Accounts/AC0123456789/Calls.json');
      expect(basicCredentials(last.headers)).toBe('AC0123456789:twilio-voice-token');
      expect(form(last)).toEqual({
        To: mobile,
        From: '+14155550100',
        Twiml: `<Response><Say>Hello ${f.contacts[i]!.firstName}, your order &amp; receipt are ready</Say></Response>`,
        StatusCallback: 'https://acme.test/voice/status',
      });
    }

    const rows = await messagesByAddress(f, id);
    for (const mobile of mobiles.slice(0, 3)) {
      expect(rows.get(mobile)).toMatchObject({
        status: 'sent',
        provider_message_id: `CA${mobile.slice(-4)}`,
      });
    }
    expect(rows.get(badNumber)).toMatchObject({ status: 'failed', provider_message_id: null });
    expect(rows.get(badNumber)?.error).toMatch(/not a valid phone number/);
    const pause = await providerPause(f, '26');
    expect(pause?.reason ?? '').toMatch(/429/);

    // The invalid number is suppressed: the next campaign does not call it.
    const before = calls().length;
    const next = await insertChannelCommunication(ownerOf(f.app), f.clientId, [f.listId], 26, {
      kind: 'text',
      text: 'Second call',
    });
    expect(await sendThroughEngine(f, next)).toBe('finished');
    const again = calls()
      .slice(before)
      .map((r) => form(r).To);
    expect(again.sort()).toEqual(mobiles.slice(0, 3).sort());
    expect((await messagesByAddress(f, next)).get(badNumber)?.status ?? 'not queued').not.toBe(
      'sent',
    );
  }, 60_000);
});
