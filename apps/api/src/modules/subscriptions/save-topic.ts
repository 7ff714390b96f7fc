import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import {
  TOPIC_LIMITS,
  TOPIC_MSG,
  type TTopic,
  type ZSaveTopicRequestSchema,
} from '@resonate/contracts/subscriptions/topics';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { toTopic } from './topic-rows.ts';

type TSaveTopic = z.output<typeof ZSaveTopicRequestSchema>;

const UNIQUE_VIOLATION = '23505';

/** The name is free on the channel among the topics in use (the unique index says so too). */
async function nameTaken(
  trx: Transaction<DB>,
  clientId: number,
  body: TSaveTopic,
): Promise<boolean> {
  let query = trx
    .selectFrom('subscription_topics')
    .select('id')
    .where('client_id', '=', clientId)
    .where('channel_id', '=', body.channelId)
    .where('archived_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', body.name.toLowerCase()));
  if (body.topicId !== undefined) query = query.where('id', '<>', body.topicId);
  return (await query.executeTakeFirst()) !== undefined;
}

async function createTopic(trx: Transaction<DB>, clientId: number, body: TSaveTopic) {
  const { count } = await trx
    .selectFrom('subscription_topics')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('client_id', '=', clientId)
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(count) >= TOPIC_LIMITS.topicsMax) throw new AppError('CONFLICT', TOPIC_MSG.tooMany);
  return trx
    .insertInto('subscription_topics')
    .values({
      client_id: clientId,
      channel_id: body.channelId,
      name: body.name,
      description: body.description,
      default_subscribed: body.defaultSubscribed,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function updateTopic(trx: Transaction<DB>, clientId: number, body: TSaveTopic) {
  const topicId = body.topicId!;
  const current = await trx
    .selectFrom('subscription_topics')
    .select('channel_id')
    .where('client_id', '=', clientId)
    .where('id', '=', topicId)
    .forUpdate()
    .executeTakeFirst();
  if (!current) throw new AppError('NOT_FOUND', TOPIC_MSG.notFound);
  if (current.channel_id !== body.channelId) {
    throw new AppError('BAD_REQUEST', TOPIC_MSG.channelFixed, {
      errors: { channelId: TOPIC_MSG.channelFixed },
    });
  }
  return trx
    .updateTable('subscription_topics')
    .set({
      name: body.name,
      description: body.description,
      default_subscribed: body.defaultSubscribed,
      updated_at: new Date(),
    })
    .where('client_id', '=', clientId)
    .where('id', '=', topicId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * SubscriptionTopics/SaveTopic: creates a topic, or renames one and changes its default (which
 * applies at once to every contact who never chose). A topic keeps its channel.
 */
export async function saveTopic(
  deps: { db: Kysely<DB> },
  clientId: number,
  body: TSaveTopic,
): Promise<TTopic> {
  const taken = () =>
    new AppError('CONFLICT', TOPIC_MSG.nameTaken, { errors: { name: TOPIC_MSG.nameTaken } });
  try {
    return await withTenant(deps.db, { clientId }, async (trx) => {
      if (await nameTaken(trx, clientId, body)) throw taken();
      const row =
        body.topicId === undefined
          ? await createTopic(trx, clientId, body)
          : await updateTopic(trx, clientId, body);
      return toTopic(row);
    });
  } catch (error) {
    // Two saves of the same name at once: the unique index decides.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw taken();
    throw error;
  }
}
