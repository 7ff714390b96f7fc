import type { FastifyInstance } from 'fastify';
import type { TOptInStatus } from '@resonate/contracts/audience/opt-in';
import { withTenant } from '#/db/tenant.ts';
import { enqueueOptInConfirmations } from '#/jobs/opt-in-confirmation-job.ts';
import { publishWebhookEvent } from '#/modules/data-exchange/index.ts';
import { findContact, findHolder, insertContact, updateContact } from './contacts-repository.ts';
import { markPending } from '../opt-in/mark-pending.ts';
import { optInModeOf } from '../opt-in/opt-in-settings.ts';

export type TApiContactBody = { email: string | null; firstName?: string; lastName?: string };
export type TApiContactResult = {
  contactId: number;
  passportId: string;
  created: boolean;
  optIn: TOptInStatus;
};

/**
 * POST /api/v1/contacts: the contact of this email, created or its names updated. A contact it
 * creates is pending when the client asks double opt-in of the API, in the same transaction
 * (never sendable for a moment); its confirmation mail is queued after the commit, as is the
 * `contact.created` webhook event. An existing contact keeps its consent standing.
 */
export async function upsertApiContact(
  deps: Pick<FastifyInstance, 'db' | 'log'> & Partial<Pick<FastifyInstance, 'queue'>>,
  clientId: number,
  body: TApiContactBody,
): Promise<TApiContactResult> {
  const email = body.email ?? '';
  const { result, dispatch } = await withTenant<{
    result: TApiContactResult;
    dispatch: () => void;
  }>(deps.db, { clientId }, async (trx) => {
    const holder = await findHolder(trx, 'email', email);
    const existing =
      holder === undefined
        ? undefined
        : await findContact(trx, { contactId: Number(holder) }, true);
    if (existing) {
      const row = await updateContact(trx, existing.id, {
        email: existing.email,
        mobile: existing.mobile,
        first_name: body.firstName ?? existing.first_name,
        last_name: body.lastName ?? existing.last_name,
        attributes: existing.attributes as Record<string, unknown>,
        consent: existing.consent as Record<string, string>,
      });
      const standing = await trx
        .selectFrom('contact_opt_ins')
        .select('status')
        .where('client_id', '=', clientId)
        .where('contact_id', '=', Number(row.id))
        .executeTakeFirst();
      return {
        result: {
          contactId: Number(row.id),
          passportId: row.passport_id,
          created: false,
          optIn: standing?.status ?? 'none',
        },
        dispatch: () => undefined,
      };
    }
    const row = await insertContact(trx, clientId, {
      email,
      mobile: null,
      first_name: body.firstName ?? '',
      last_name: body.lastName ?? '',
      attributes: {},
      consent: {},
    });
    const contactId = Number(row.id);
    const double = (await optInModeOf(trx, clientId, 'api')) === 'double';
    if (double) await markPending(trx, clientId, { contactId, email }, 'api');
    const publish = await publishWebhookEvent(deps, trx, {
      clientId,
      type: 'contact.created',
      data: {
        contactId,
        passportId: row.passport_id,
        email,
        mobile: null,
        firstName: row.first_name,
        lastName: row.last_name,
      },
    });
    return {
      result: {
        contactId,
        passportId: row.passport_id,
        created: true,
        optIn: double ? ('pending' as const) : ('none' as const),
      },
      dispatch: publish,
    };
  });
  dispatch();
  if (result.created && result.optIn === 'pending' && deps.queue) {
    await enqueueOptInConfirmations(deps.queue, clientId);
  }
  return result;
}
