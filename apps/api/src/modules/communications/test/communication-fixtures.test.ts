import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCommunicationFixture,
  ownerOf,
  type TCommunicationFixture,
} from './communication-fixtures.ts';

let fx: TCommunicationFixture;
beforeAll(async () => {
  fx = await createCommunicationFixture({ contacts: 5 });
});
afterAll(async () => {
  await fx.close();
});

describe('communication fixture', () => {
  it('seeds a target list of N contacts and points SMTP at a live sink', async () => {
    expect(fx.contacts).toHaveLength(5);
    const members = await ownerOf(fx.app)
      .selectFrom('audience_list_members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('list_id', '=', fx.listId)
      .executeTakeFirstOrThrow();
    expect(Number(members.n)).toBe(5);
    const test = await fx.app.inject({
      method: 'POST',
      url: '/api/CommunicationSetting/SendTestEmail',
      headers: { accesstoken: fx.admin.accessToken },
      payload: { clientId: fx.clientId, to: 'someone@example.test' },
    });
    expect(test.json().data.ok).toBe(true);
    const [message] = await fx.sink!.waitFor(1);
    expect(message?.to).toEqual(['someone@example.test']);
    expect(message?.messageId).toMatch(/^<.+>$/);
  });
});
