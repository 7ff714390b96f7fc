import { sql } from 'kysely';
import { CHANNEL_IDS_BY_NAME } from '@resonate/contracts/campaigns/content';
import { WA_TEMPLATE_MSG } from '@resonate/contracts/communication-settings/whatsapp-templates';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import type { TTrx } from '#/modules/audience/index.ts';
import { audienceSelection } from '../audience/audience-sql.ts';
import { outsideWhatsAppWindowSql } from '../engine/whatsapp-window.ts';
import { audienceOf, contentOf, type TCommunicationRow } from './communication-view.ts';

/**
 * WhatsApp's rule at launch (issue 22, item 9): a template must be one of the account's
 * approved templates with every {{n}} variable mapped; free-form text is refused while any
 * recipient is outside the 24-hour window, naming how many (the send-time claim skips such a
 * recipient too, should the window close between launch and sending).
 */
export async function whatsAppProblems(
  trx: TTrx,
  clientId: number,
  row: TCommunicationRow,
  eligible: number,
): Promise<TFieldErrors> {
  const content = contentOf(row);
  if (row.channel_id !== CHANNEL_IDS_BY_NAME.whatsapp || content.kind !== 'text') return {};
  const choice = content.whatsappTemplate;
  if (choice) {
    const template = await trx
      .selectFrom('whatsapp_templates')
      .select('variable_count')
      .where('client_id', '=', clientId)
      .where('name', '=', choice.name)
      .where('language', '=', choice.language)
      .where('status', '=', 'approved')
      .executeTakeFirst();
    if (!template) return { 'content.whatsappTemplate': WA_TEMPLATE_MSG.templateNotApproved };
    if (choice.variables.length !== template.variable_count) {
      return {
        'content.whatsappTemplate': WA_TEMPLATE_MSG.variablesMismatch(template.variable_count),
      };
    }
    const blank = choice.variables.findIndex((variable) => variable.trim() === '');
    return blank < 0
      ? {}
      : {
          [`content.whatsappTemplate.variables.${blank}`]: WA_TEMPLATE_MSG.variableRequired(
            blank + 1,
          ),
        };
  }
  if (eligible === 0) return {};
  const selection = await audienceSelection(trx, clientId, row.channel_id, audienceOf(row));
  const counted = await sql<{ n: number }>`select count(*)::int as n
    from contacts c ${selection.joins}
    where c.client_id = ${clientId} and ${selection.where}
      and ${outsideWhatsAppWindowSql(clientId, sql<string>`c.mobile`)}`.execute(trx);
  const outside = counted.rows[0]?.n ?? 0;
  return outside > 0 ? { 'content.text': WA_TEMPLATE_MSG.outsideWindow(outside, eligible) } : {};
}
