import type { Kysely } from 'kysely';
import { sql, type RawBuilder } from 'kysely';
import type pg from 'pg';
import { CONSENT_CHANNELS } from '@resonate/contracts/audience/contact-fields';
import { csvCell } from '@resonate/contracts/format/csv';
import type { DB } from '#/db/schema.ts';
import { contactWhere, type TContactFilter } from './contact-filter.ts';

/** Header names of the consent columns, in CONSENT_CHANNELS order. */
const CONSENT_HEADERS: Record<(typeof CONSENT_CHANNELS)[number], string> = {
  email: 'Email consent',
  sms: 'SMS consent',
  whatsapp: 'WhatsApp consent',
  voice: 'Voice consent',
  webPush: 'Web push consent',
  mobilePush: 'Mobile push consent',
};

/**
 * A text cell neutralised in SQL exactly as csvCell does in Node: a value starting with =, +,
 * -, @, a tab or a carriage return gets a leading apostrophe, and empty text is an empty cell
 * (COPY would write ""). COPY's CSV format then quotes cells with commas, quotes or line
 * breaks, as csvCell does.
 */
function safeText(value: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`case when left(${value}, 1) in ('=', '+', '-', '@', E'\t', E'\r')
    then '''' || (${value}) else nullif(${value}, '') end`;
}

export type TExportAttribute = { key: string; label: string };

/** The header line (written by Node, so user-given labels go through csvCell). */
export function csvHeader(attributes: readonly TExportAttribute[]): string {
  const cells = [
    'Passport ID',
    'Email',
    'Mobile',
    'First name',
    'Last name',
    ...attributes.map((attribute) => attribute.label),
    ...CONSENT_CHANNELS.map((channel) => CONSENT_HEADERS[channel]),
    'Created',
  ];
  return `${cells.map(csvCell).join(',')}\n`;
}

/** The cells of one contact row (alias c), already safe; the list export selects them too. */
export function exportCells(attributes: readonly TExportAttribute[]): RawBuilder<unknown>[] {
  const attributeCells = attributes.map((attribute) => {
    const json = sql`c.attributes -> ${attribute.key}::text`;
    const text = sql`c.attributes ->> ${attribute.key}::text`;
    return sql`case jsonb_typeof(${json}) when 'string' then ${safeText(text)} else ${text} end`;
  });
  const consentCells = CONSENT_CHANNELS.map((channel) =>
    safeText(sql`c.consent ->> ${channel}::text`),
  );
  return [
    sql`c.passport_id`,
    safeText(sql`c.email`),
    safeText(sql`c.mobile`),
    safeText(sql`c.first_name`),
    safeText(sql`c.last_name`),
    ...attributeCells,
    ...consentCells,
    sql`to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  ];
}

/** The rows of the export: one SELECT whose cells are already safe, in id (created) order. */
function exportSelect(filter: TContactFilter, attributes: readonly TExportAttribute[]) {
  const cells = exportCells(attributes);
  return sql`select ${sql.join(cells)} from contacts c where ${contactWhere(filter)} order by c.id`;
}

/**
 * The COPY ... TO STDOUT statement of an export. COPY takes no bind parameters, so the compiled
 * query's parameters are inlined as escaped literals (escapeLiteral of the connection that runs
 * it); every value comes from the signed token or the attribute schema anyway.
 */
export function exportCopySql(
  db: Kysely<DB>,
  client: Pick<pg.PoolClient, 'escapeLiteral'>,
  filter: TContactFilter,
  attributes: readonly TExportAttribute[],
): string {
  const compiled = exportSelect(filter, attributes).compile(db);
  const text = compiled.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = compiled.parameters[Number(n) - 1];
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return client.escapeLiteral(String(value));
  });
  return `copy (${text}) to stdout with (format csv)`;
}
