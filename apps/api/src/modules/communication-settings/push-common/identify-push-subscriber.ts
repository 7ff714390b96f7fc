import {
  CONTACT_FIELD_MSG,
  normaliseEmail,
  normaliseMobile,
} from '@resonate/contracts/audience/contact-fields';
import { WPS_MSG } from '@resonate/contracts/communication-settings/web-push-subscribers';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TApiOptIn } from '#/plugins/api-opt-in.ts';
import { DEV_MSG } from '@resonate/contracts/communication-settings/mobile-push-devices';

type TTrx = Transaction<DB>;
type TBody = {
  kind: 'web_push' | 'device_token';
  value: string;
  email?: string;
  mobile?: string;
  firstName?: string;
  lastName?: string;
};

/**
 * POST /api/v1/push/identify (API key with contacts:write): the site's or the app's backend says
 * whose browser or device this is. Only a backend may: the browser and the app are public, and a
 * visitor claiming someone else's address would receive that person's messages. The contact is
 * found by email, then mobile, or created; the identity row then links the channel to it. A
 * contact created with an email follows the client's opt-in choice for the API (double: pending,
 * its confirmation mail queued after the commit), as one of POST /api/v1/contacts does.
 */
export async function identifyPushSubscriber(
  deps: { db: Kysely<DB>; apiOptIn: TApiOptIn },
  clientId: number,
  body: TBody,
): Promise<{ passportId: string; created: boolean }> {
  const email = body.email ? normaliseEmail(body.email) : undefined;
  const mobile = body.mobile ? normaliseMobile(body.mobile) : undefined;
  if (body.email && !email) throw fieldError('email', CONTACT_FIELD_MSG.emailInvalid);
  if (body.mobile && !mobile) throw fieldError('mobile', CONTACT_FIELD_MSG.mobileInvalid);
  const identified = await withTenant(deps.db, { clientId }, async (trx) => {
    const details = await channelDetails(trx, body.kind, body.value);
    if (!details) {
      throw new AppError(
        'NOT_FOUND',
        body.kind === 'web_push' ? WPS_MSG.notFound : DEV_MSG.notFound,
      );
    }
    const { contact, created } = await findOrCreateContact(trx, clientId, {
      ...body,
      email,
      mobile,
    });
    await trx
      .insertInto('contact_identities')
      .values({
        client_id: clientId,
        contact_id: contact.id,
        kind: body.kind,
        value: body.value,
        details: JSON.stringify(details),
      })
      .onConflict((oc) =>
        oc.columns(['client_id', 'kind', 'value']).doUpdateSet((eb) => ({
          contact_id: eb.ref('excluded.contact_id'),
          details: eb.ref('excluded.details'),
        })),
      )
      .execute();
    const pending =
      created && email ? await deps.apiOptIn.markPending(trx, clientId, [contact.passport_id]) : 0;
    return { passportId: contact.passport_id, created, pending };
  });
  if (identified.pending > 0) await deps.apiOptIn.mailDue(clientId);
  return { passportId: identified.passportId, created: identified.created };
}

/** What the identity row keeps of the channel: enough to send without the channel's table. */
async function channelDetails(trx: TTrx, kind: TBody['kind'], value: string) {
  if (kind === 'web_push') {
    const row = await trx
      .selectFrom('web_push_subscriptions')
      .select(['domain', 'p256dh', 'auth'])
      .where('endpoint', '=', value)
      .executeTakeFirst();
    return row && { domain: row.domain, keys: { p256dh: row.p256dh, auth: row.auth } };
  }
  const row = await trx
    .selectFrom('mobile_push_devices')
    .select(['app_id', 'platform'])
    .where('token', '=', value)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row && { appId: row.app_id, platform: row.platform };
}

async function findOrCreateContact(
  trx: TTrx,
  clientId: number,
  who: { email?: string; mobile?: string; firstName?: string; lastName?: string },
) {
  // Two identifies of one new person at once must not both insert it.
  const lockKey = `contact:${clientId}:${who.email ?? who.mobile ?? ''}`;
  await sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`.execute(trx);
  const find = (column: 'email' | 'mobile', value: string) =>
    trx
      .selectFrom('contacts')
      .select(['id', 'passport_id'])
      .where(column, '=', value)
      .executeTakeFirst();
  const existing =
    (who.email ? await find('email', who.email) : undefined) ??
    (who.mobile ? await find('mobile', who.mobile) : undefined);
  if (existing) return { contact: existing, created: false };
  const contact = await trx
    .insertInto('contacts')
    .values({
      client_id: clientId,
      email: who.email ?? null,
      mobile: who.mobile ?? null,
      first_name: who.firstName ?? '',
      last_name: who.lastName ?? '',
      attributes: '{}',
      consent: '{}',
    })
    .returning(['id', 'passport_id'])
    .executeTakeFirstOrThrow();
  return { contact, created: true };
}

function fieldError(field: string, message: string) {
  return new AppError('BAD_REQUEST', message, { errors: { [field]: message } });
}
