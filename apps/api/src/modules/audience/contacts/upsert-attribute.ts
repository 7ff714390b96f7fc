import { sql, type Kysely, type Transaction } from 'kysely';
import {
  ATTRIBUTE_MSG,
  ATTRIBUTES_MAX,
  attributeKeyFromLabel,
  type TAttribute,
  type TAttributeType,
} from '@resonate/contracts/audience/contact-attributes';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import {
  findAttribute,
  insertAttribute,
  isAttributeInUse,
  listAttributes,
  listCleanupKeys,
  updateAttribute,
  type TAttributeRow,
} from './attributes-repository.ts';
import { toAttribute } from './get-attributes.ts';

type TBody = { key?: string; label: string; type: TAttributeType; options: string[] };

/** Schema changes of one client run one at a time (labels unique, the count bounded). */
export async function lockAttributeSchema(trx: Transaction<DB>, clientId: number) {
  await sql`select pg_advisory_xact_lock(hashtext(${`contact-attributes:${clientId}`}))`.execute(
    trx,
  );
}

/**
 * POST Audience/UpsertAttribute. A new field takes its key from the label (a slug, suffixed
 * when taken). An edit may rename it and change its options; its type is fixed once any
 * contact has a value for it (values would no longer match), and an option in use cannot be
 * removed. Labels are unique per client, case-insensitively.
 */
export async function upsertAttribute(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: TBody,
): Promise<TAttribute> {
  const { clientId } = auth;
  const options = body.type === 'list' ? body.options : [];
  return withTenant(deps.db, { clientId }, async (trx) => {
    await lockAttributeSchema(trx, clientId);
    const all = await listAttributes(trx);
    const sameLabel = all.find(
      (row) => row.label.toLowerCase() === body.label.toLowerCase() && row.key !== body.key,
    );
    if (sameLabel) throw fieldConflict('label', ATTRIBUTE_MSG.labelTaken);
    const values = { label: body.label, type: body.type, options };
    if (body.key === undefined) {
      if (all.length >= ATTRIBUTES_MAX) throw new AppError('CONFLICT', ATTRIBUTE_MSG.tooMany);
      // Keys of deleted fields whose values are still being stripped are not free yet.
      const taken = new Set([...all.map((row) => row.key), ...(await listCleanupKeys(trx))]);
      const key = attributeKeyFromLabel(body.label, taken);
      return toAttribute(await insertAttribute(trx, clientId, { key, ...values }));
    }
    const current = await findAttribute(trx, body.key, true);
    if (!current) throw new AppError('NOT_FOUND', ATTRIBUTE_MSG.notFound);
    await assertCompatible(trx, clientId, current, values);
    return toAttribute(await updateAttribute(trx, body.key, values));
  });
}

async function assertCompatible(
  trx: Transaction<DB>,
  clientId: number,
  current: TAttributeRow,
  next: { type: TAttributeType; options: string[] },
) {
  if (current.type !== next.type) {
    if (await isAttributeInUse(trx, clientId, current.key)) {
      throw fieldConflict('type', ATTRIBUTE_MSG.typeLocked);
    }
    return;
  }
  if (current.type !== 'list') return;
  const removed = current.options.filter((option) => !next.options.includes(option));
  if (removed.length > 0 && (await isAttributeInUse(trx, clientId, current.key, removed))) {
    throw fieldConflict('options', ATTRIBUTE_MSG.optionInUse);
  }
}

function fieldConflict(field: string, message: string) {
  return new AppError('CONFLICT', message, { errors: { [field]: message } });
}
