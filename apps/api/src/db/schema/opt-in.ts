import type { ColumnType } from 'kysely';

/** Double opt-in (2026-11-29T0700_double_opt_in). */

type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** A client's opt-in mode per source and its confirmation mail (null: the default text). */
export interface OptInSettingsTable {
  client_id: number;
  import_mode: Defaulted<'single' | 'double'>;
  api_mode: Defaulted<'single' | 'double'>;
  brand_name: Defaulted<string>;
  mail_subject: string | null;
  mail_body: string | null;
  updated_at: Defaulted<Date>;
}

/** A contact's double opt-in: pending, then confirmed with its proof. */
export interface ContactOptInsTable {
  client_id: number;
  contact_id: number;
  status: 'pending' | 'confirmed';
  source: 'import' | 'api';
  email: string;
  nonce: string;
  requested_at: Defaulted<Date>;
  mail_due: Defaulted<boolean>;
  mails_sent: Defaulted<number>;
  last_mail_at: Date | null;
  confirmed_at: Date | null;
  confirmed_ip: string | null;
  confirmed_user_agent: string | null;
}
