import { sql, type Kysely } from 'kysely';
import { TOPIC_LIMITS, TOPIC_MSG, type TTopic } from '@resonate/contracts/subscriptions/topics';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { toTopic } from './topic-rows.ts';

const UNIQUE_VIOLATION = '23505';

/**
 * SubscriptionTopics/ArchiveTopic: an archived topic is no longer offered (wizard, preference
 * page) but keeps its contacts' choices, so a communication that names it still honours them.
 * Restoring fails when a topic in use has taken its name meanwhile.
 */
export async function archiveTopic(
  deps: { db: Kysely<DB> },
  clientId: number,
  body: { topicId: number; archived: boolean },
): Promise<TTopic> {
  try {
    return await withTenant(deps.db, { clientId }, async (trx) => {
      if (!body.archived) {
        const { count } = await trx
          .selectFrom('subscription_topics')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('client_id', '=', clientId)
          .where('archived_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(count) >= TOPIC_LIMITS.topicsMax) {
          throw new AppError('CONFLICT', TOPIC_MSG.tooMany);
        }
      }
      const row = await trx
        .updateTable('subscription_topics')
        .set({
          archived_at: body.archived ? sql<Date>`coalesce(archived_at, now())` : null,
          updated_at: new Date(),
        })
        .where('client_id', '=', clientId)
        .where('id', '=', body.topicId)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND', TOPIC_MSG.notFound);
      return toTopic(row);
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
      throw new AppError('CONFLICT', TOPIC_MSG.nameTaken);
    }
    throw error;
  }
}
