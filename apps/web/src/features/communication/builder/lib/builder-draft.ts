import { ZEmailStyleSchema, type TEmailStyle } from '@resonate/contracts/campaigns/email-design';
import { emptyContent, type TContent } from '@resonate/contracts/campaigns/content';
import type { TTemplate, TTemplateStatus } from '@resonate/contracts/campaigns/templates';
import { keyed, type TKeyed } from './blocks';

export type TEmailMode = 'blocks' | 'source';

/**
 * What the builder edits. Email keeps its design apart from the content (blocks with keys for
 * React, the style, or a hand-written source) and puts it back together on save and preview.
 */
export type TBuilderDraft = {
  templateId: number | null;
  /** 0 until a new template's channel is chosen; fixed once saved. */
  channelId: number;
  name: string;
  content: TContent;
  blocks: TKeyed[];
  style: TEmailStyle;
  mode: TEmailMode;
  source: string;
  /**
   * The source as it was when the user switched from blocks to source: while the source still
   * equals it, going back to the blocks loses nothing. Null when the source was never made
   * from the blocks (a hand-written template).
   */
  sourceOrigin: string | null;
  status: TTemplateStatus | null;
  /** Issue 27: the language variant being edited ('' = the default content). */
  language: string;
  /** The other languages' edits, parked while another one is edited ('' = the default). */
  parked: Readonly<Record<string, TEditPart>>;
};

/** What one language of a template is edited as: its content and, for email, its design. */
export type TEditPart = Pick<
  TBuilderDraft,
  'content' | 'blocks' | 'style' | 'mode' | 'source' | 'sourceOrigin'
>;

export const DEFAULT_STYLE: TEmailStyle = ZEmailStyleSchema.parse({});

/** A new template, on the channel from ?channelId= when there is one. */
export function newDraft(channelId: number): TBuilderDraft {
  return {
    templateId: null,
    channelId,
    name: '',
    content: emptyContent(channelId > 0 ? channelId : 1),
    blocks: [],
    style: DEFAULT_STYLE,
    mode: 'blocks',
    source: '',
    sourceOrigin: null,
    status: null,
    language: '',
    parked: {},
  };
}

/** The draft of a saved template: the default content to edit, each language's parked. */
export function draftOf(template: TTemplate): TBuilderDraft {
  const base = { ...newDraft(template.channelId), templateId: template.templateId };
  const { locales, ...content } = template.content;
  const parked = Object.fromEntries(
    Object.entries(locales ?? {}).map(([tag, variant]) => [tag, editPartOf(variant)]),
  );
  return {
    ...base,
    ...editPartOf(content as TContent),
    name: template.name,
    status: template.status,
    parked,
  };
}

/** How a content is edited. Email without a design opens its HTML as the source. */
export function editPartOf(content: TContent): TEditPart {
  const part: TEditPart = {
    content,
    blocks: [],
    style: DEFAULT_STYLE,
    mode: 'blocks',
    source: '',
    sourceOrigin: null,
  };
  if (content.kind !== 'email') return part;
  const design = content.design;
  if (design?.format === 'blocks') {
    return { ...part, blocks: keyed(design.blocks), style: design.style };
  }
  if (design?.format === 'source') return { ...part, mode: 'source', source: design.source };
  if (content.html.trim() !== '') return { ...part, mode: 'source', source: content.html };
  return part;
}

/** The content to save or preview: the default with every language variant beside it. */
export function contentOf(draft: TBuilderDraft): TContent {
  const parts = { ...draft.parked, [draft.language]: draft };
  const main = partContent(parts[''] ?? draft);
  // By tag, so switching languages (which reorders the parked ones) changes nothing saved.
  const variants = Object.entries(parts)
    .filter(([tag]) => tag !== '')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  if (variants.length === 0) return main;
  const locales = Object.fromEntries(variants.map(([tag, part]) => [tag, partContent(part)]));
  return { ...main, locales } as TContent;
}

/** One language's content: email gets its design back; never variants of its own. */
function partContent(part: TEditPart): TContent {
  const { locales: _nested, ...content } = part.content;
  if (content.kind !== 'email') return content as TContent;
  return {
    ...content,
    design:
      part.mode === 'blocks'
        ? { format: 'blocks', blocks: part.blocks.map((item) => item.block), style: part.style }
        : { format: 'source', source: part.source },
  };
}

/** What the server holds for the draft: compared to tell unsaved changes. */
export function snapshotOf(draft: TBuilderDraft): string {
  // The server recompiles html from the design; it is not something the user changes.
  const blankHtml = (one: TContent) => (one.kind === 'email' ? { ...one, html: '' } : one);
  const { locales = {}, ...main } = contentOf(draft);
  const variants = Object.entries(locales).map(([tag, variant]) => [tag, blankHtml(variant)]);
  return JSON.stringify([
    draft.channelId,
    draft.name.trim(),
    blankHtml(main as TContent),
    variants,
  ]);
}

/** A starting point for a source written by hand. */
export const MJML_SKELETON = `<mjml>
  <mj-body>
    <mj-section>
      <mj-column>
        <mj-text>Hello {{ firstName | default: "there" }},</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>
`;
