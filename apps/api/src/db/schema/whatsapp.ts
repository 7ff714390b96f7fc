import type { ColumnType } from 'kysely';

/** WhatsApp templates and the 24-hour window (2026-11-28T0800_whatsapp_templates). */

/** One of the account's templates as the provider last listed it. */
export interface WhatsappTemplatesTable {
  client_id: number;
  name: string;
  language: string;
  status: 'approved' | 'pending' | 'rejected';
  category: ColumnType<string, string | undefined, string>;
  /** The body component's text, with its {{1}} variables. */
  body: ColumnType<string, string | undefined, string>;
  variable_count: ColumnType<number, number | undefined, number>;
  synced_at: ColumnType<Date, Date | undefined, Date>;
}

/** When a number last wrote to the client on WhatsApp (opens its 24-hour window). */
export interface WhatsappInboundTable {
  client_id: number;
  /** E.164, as contacts.mobile holds it. */
  address: string;
  last_inbound_at: Date;
}
