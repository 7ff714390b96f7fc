import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { TAttributeDefinition } from '@resonate/contracts/audience/contact-attributes';
import { CONTACT_FIELD_MSG } from '@resonate/contracts/audience/contact-fields';
import {
  CONTACT_MSG,
  type TContact,
  type TContactConsent,
} from '@resonate/contracts/audience/contacts';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { publishWebhookEvent } from '#/modules/data-exchange/index.ts';
import { listAttributes } from './attributes-repository.ts';
import { mergeAttributes } from './contact-attribute-values.ts';
import { toContact } from './contact-view.ts';
import {
  findContact,
  findHolder,
  insertContact,
  updateContact,
  type TContactRow,
  type TContactValues,
} from './contacts-repository.ts';

export type TUpsertContactDeps = Pick<FastifyInstance, 'db' | 'log'> &
  Partial<Pick<FastifyInstance, 'queue'>>;

/** The request after validation: identifiers normalised (null clears), names tidied. */
export type TUpsertContactBody = {
  contactId?: number;
  email?: string | null;
  mobile?: string | null;
  firstName?: string;
  lastName?: string;
  attributes?: Record<string, string | number | boolean | null>;
  consent?: TContactConsent;
};

const UNIQUE_FIELDS = [
  { column: 'email', index: 'contacts_email_idx', message: CONTACT_MSG.emailTaken },
  { column: 'mobile', index: 'contacts_mobile_idx', message: CONTACT_MSG.mobileTaken },
] as const;

/**
 * POST Audience/UpsertContact: adds a contact (without contactId) or edits one. A new contact
 * raises the `contact.created` webhook event after the commit. 409 when the email or mobile
 * belongs to another contact of the client.
 */
export async function upsertContact(
  deps: TUpsertContactDeps,
  auth: TAuthContext,
  body: TUpsertContactBody,
): Promise<{ contact: TContact; created: boolean }> {
  const { clientId } = auth;
  const { contact, dispatch } = await withTenant(deps.db, { clientId }, async (trx) => {
    const existing = body.contactId === undefined ? undefined : await findContact(trx, body, true);
    if (body.contactId !== undefined && !existing) {
      throw new AppError('NOT_FOUND', CONTACT_MSG.notFound);
    }
    const schema = new Map((await listAttributes(trx)).map((row) => [row.key, row]));
    const values = nextValues(existing, body, schema);
    await assertUnique(trx, values, existing);
    const row = existing
      ? await updateContact(trx, existing.id, values).catch(asConflict)
      : await insertContact(trx, clientId, values).catch(asConflict);
    const saved = toContact(row, new Set(schema.keys()));
    const publish = existing
      ? () => undefined
      : await publishWebhookEvent(deps, trx, {
          clientId,
          type: 'contact.created',
          data: {
            contactId: saved.contactId,
            passportId: saved.passportId,
            email: saved.email,
            mobile: saved.mobile,
            firstName: saved.firstName,
            lastName: saved.lastName,
          },
        });
    return { contact: saved, dispatch: publish };
  });
  dispatch();
  return { contact, created: body.contactId === undefined };
}

function nextValues(
  existing: TContactRow | undefined,
  body: TUpsertContactBody,
  schema: ReadonlyMap<string, TAttributeDefinition>,
): TContactValues {
  const values: TContactValues = {
    email: body.email !== undefined ? body.email : (existing?.email ?? null),
    mobile: body.mobile !== undefined ? body.mobile : (existing?.mobile ?? null),
    first_name: body.firstName ?? existing?.first_name ?? '',
    last_name: body.lastName ?? existing?.last_name ?? '',
    attributes: mergeAttributes(existing?.attributes ?? {}, body.attributes ?? {}, schema),
    consent: { ...(existing?.consent ?? {}), ...body.consent },
  };
  if (values.email === null && values.mobile === null) {
    const message = CONTACT_FIELD_MSG.identifierRequired;
    throw new AppError('BAD_REQUEST', message, { errors: { email: message } });
  }
  return values;
}

async function assertUnique(
  trx: Transaction<DB>,
  values: TContactValues,
  existing: TContactRow | undefined,
): Promise<void> {
  const errors: TFieldErrors = {};
  for (const { column, message } of UNIQUE_FIELDS) {
    const value = values[column];
    if (value === null || value === existing?.[column]) continue;
    if ((await findHolder(trx, column, value, existing?.id)) !== undefined)
      errors[column] = message;
  }
  const first = Object.values(errors)[0];
  if (first) throw new AppError('CONFLICT', first, { errors });
}

/** Two saves racing for one email or mobile: the loser gets the same 409 as a checked one. */
function asConflict(error: unknown): never {
  const pgError = error as { code?: string; constraint?: string };
  const field = UNIQUE_FIELDS.find((f) => f.index === pgError.constraint);
  if (pgError.code === '23505' && field) {
    throw new AppError('CONFLICT', field.message, { errors: { [field.column]: field.message } });
  }
  throw error;
}
