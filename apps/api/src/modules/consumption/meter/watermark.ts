import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

/** The fold's name in usage_meter_state. */
export const MESSAGES_WATERMARK = 'messages';
/** Before the first fold everything is new. */
export const WATERMARK_ORIGIN = new Date(0);

/** How far sent messages have been folded into usage_daily (exclusive of later ones). */
export async function messagesWatermark(db: Kysely<DB> | Transaction<DB>): Promise<Date> {
  const row = await db
    .selectFrom('usage_meter_state')
    .select('watermark')
    .where('name', '=', MESSAGES_WATERMARK)
    .executeTakeFirst();
  return row?.watermark ?? WATERMARK_ORIGIN;
}
