import type { Transaction } from 'kysely';
import {
  variableCountOf,
  type TWaTemplate,
} from '@resonate/contracts/communication-settings/whatsapp-templates';
import type { TProviderTemplate } from '#/channels/whatsapp-template-list.ts';
import type { DB } from '#/db/schema.ts';

type TTrx = Transaction<DB>;

/** The client's templates (RLS scopes them), by name and language. */
export async function listWhatsAppTemplates(
  trx: TTrx,
  approvedOnly: boolean,
): Promise<TWaTemplate[]> {
  let query = trx.selectFrom('whatsapp_templates').selectAll().orderBy('name').orderBy('language');
  if (approvedOnly) query = query.where('status', '=', 'approved');
  const rows = await query.execute();
  return rows.map((row) => ({
    name: row.name,
    language: row.language,
    status: row.status,
    category: row.category,
    body: row.body,
    variableCount: row.variable_count,
    syncedAt: row.synced_at.toISOString(),
  }));
}

/** Replaces the client's templates with the provider's list (a template deleted there goes). */
export async function replaceWhatsAppTemplates(
  trx: TTrx,
  clientId: number,
  templates: readonly TProviderTemplate[],
  syncedAt: Date,
): Promise<void> {
  await trx.deleteFrom('whatsapp_templates').execute();
  // A provider may list a name and language twice (a template and its edit): the last wins.
  const unique = new Map(templates.map((t) => [`${t.name}\u0000${t.language}`, t]));
  if (unique.size === 0) return;
  await trx
    .insertInto('whatsapp_templates')
    .values(
      [...unique.values()].map((t) => ({
        client_id: clientId,
        name: t.name,
        language: t.language,
        status: t.status,
        category: t.category,
        body: t.body,
        variable_count: variableCountOf(t.body),
        synced_at: syncedAt,
      })),
    )
    .execute();
}
