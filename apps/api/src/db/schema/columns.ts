import type { ColumnType } from 'kysely';

/** Column helpers shared by the table types: how each kind of column is read and written. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
