import type { ColumnType } from 'kysely';

/** Quiet hours (2026-11-29T0200_quiet_hours). */

/** A client's quiet hours on one channel: start to end local time, across midnight if end < start. */
export interface QuietHoursTable {
  client_id: number;
  channel_id: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** 'HH:MM'. */
  start_time: string;
  end_time: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The column 2026-11-29T0200 adds to messages. */
export interface MessageNotBeforeColumns {
  /** The earliest moment a queued message may be claimed (quiet hours, best time); null: now. */
  not_before: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
