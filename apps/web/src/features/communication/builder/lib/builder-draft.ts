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
};

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
  };
}

/** The draft of a saved template. Email without a design opens its HTML as the source. */
export function draftOf(template: TTemplate): TBuilderDraft {
  const base = { ...newDraft(template.channelId), templateId: template.templateId };
  const draft: TBuilderDraft = {
    ...base,
    name: template.name,
    content: template.content,
    status: template.status,
  };
  if (template.content.kind !== 'email') return draft;
  const design = template.content.design;
  if (design?.format === 'blocks') {
    return { ...draft, blocks: keyed(design.blocks), style: design.style };
  }
  if (design?.format === 'source') return { ...draft, mode: 'source', source: design.source };
  if (template.content.html.trim() !== '') {
    return { ...draft, mode: 'source', source: template.content.html };
  }
  return draft;
}

/** The content to save or preview: email gets its design back. */
export function contentOf(draft: TBuilderDraft): TContent {
  const content = draft.content;
  if (content.kind !== 'email') return content;
  return {
    ...content,
    design:
      draft.mode === 'blocks'
        ? { format: 'blocks', blocks: draft.blocks.map((item) => item.block), style: draft.style }
        : { format: 'source', source: draft.source },
  };
}

/** What the server holds for the draft: compared to tell unsaved changes. */
export function snapshotOf(draft: TBuilderDraft): string {
  const content = contentOf(draft);
  // The server recompiles html from the design; it is not something the user changes.
  const comparable = content.kind === 'email' ? { ...content, html: '' } : content;
  return JSON.stringify([draft.channelId, draft.name.trim(), comparable]);
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
