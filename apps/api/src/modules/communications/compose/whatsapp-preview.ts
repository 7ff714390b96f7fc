import type { TContent } from '@resonate/contracts/campaigns/content';
import type { TTrx } from '#/modules/audience/index.ts';
import { WA_TEMPLATE_FIELDS } from '../render/render-content.ts';

/**
 * A WhatsApp template previewed as the contact will read it: the template's body (as last
 * synced) with each {{n}} replaced by its rendered variable, shown as the message text.
 */
export async function withWhatsAppTemplateText(
  trx: TTrx,
  clientId: number,
  content: TContent,
  fields: Record<string, string>,
): Promise<Record<string, string>> {
  if (content.kind !== 'text' || !content.whatsappTemplate) return fields;
  const { name, language } = content.whatsappTemplate;
  const template = await trx
    .selectFrom('whatsapp_templates')
    .select('body')
    .where('client_id', '=', clientId)
    .where('name', '=', name)
    .where('language', '=', language)
    .executeTakeFirst();
  if (!template) return fields;
  const text = template.body.replace(/\{\{\s*(\d{1,2})\s*\}\}/g, (whole, n: string) => {
    return fields[WA_TEMPLATE_FIELDS.variable(Number(n) - 1)] ?? whole;
  });
  return { ...fields, text };
}
