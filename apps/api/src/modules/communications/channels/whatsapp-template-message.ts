import type { TOutboundMessage } from '#/channels/channel-adapter.ts';
import { WA_TEMPLATE_FIELDS, type TRenderedContent } from '../render/render-content.ts';

/**
 * The template of a rendered WhatsApp message, in the adapter's shape: variables keyed "1",
 * "2"... in order, so providers get them as the body's {{1}} {{2}} parameters (the Cloud API's
 * `components: [{ type: 'body', parameters }]`). Undefined for free-form text.
 */
export function templateOfRendered(
  rendered: TRenderedContent,
): TOutboundMessage['template'] | undefined {
  const name = rendered[WA_TEMPLATE_FIELDS.name];
  if (!name) return undefined;
  const variables: Record<string, string> = {};
  for (let i = 0; rendered[WA_TEMPLATE_FIELDS.variable(i)] !== undefined; i += 1) {
    variables[String(i + 1)] = rendered[WA_TEMPLATE_FIELDS.variable(i)] ?? '';
  }
  return { name, language: rendered[WA_TEMPLATE_FIELDS.language] || 'en', variables };
}
