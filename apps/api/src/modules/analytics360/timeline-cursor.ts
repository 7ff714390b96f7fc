import { A360_MSG } from '@resonate/contracts/analytics/audience-360';
import { AppError } from '#/errors.ts';

/**
 * The timeline's keyset position: the last item's occurred_at (to the microsecond, as
 * PostgreSQL keeps it) and id, as base64url text. Opaque to the browser; anything that does not
 * decode to a real instant and id is refused with 400 rather than reaching the database.
 */
export type TTimelinePosition = { occurredAt: string; id: number };

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{6})Z~(\d{1,16})$/;

export function encodeCursor(position: TTimelinePosition): string {
  return Buffer.from(`${position.occurredAt}~${position.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): TTimelinePosition {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = SHAPE.exec(text);
  // base64url decoding ignores stray characters, so the text must encode back to the cursor.
  if (!match || Buffer.from(text, 'utf8').toString('base64url') !== cursor) {
    throw new AppError('BAD_REQUEST', A360_MSG.badCursor);
  }
  const occurredAt = text.slice(0, text.indexOf('~'));
  const milliseconds = Date.parse(occurredAt.slice(0, 23) + 'Z');
  // Date.parse rolls 2026-02-30 over to March: a real instant reads back the same.
  const real =
    !Number.isNaN(milliseconds) &&
    new Date(milliseconds).toISOString().slice(0, 19) === occurredAt.slice(0, 19);
  const id = Number(match[8]);
  if (!real || !Number.isSafeInteger(id) || id < 1) {
    throw new AppError('BAD_REQUEST', A360_MSG.badCursor);
  }
  return { occurredAt, id };
}
