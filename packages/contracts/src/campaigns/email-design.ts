/**
 * The visual email builder's document (issue 10): a list of blocks the server compiles to
 * MJML and then to responsive HTML (content.html), or an MJML/HTML source the user edits by
 * hand. Text inside blocks is Liquid like every other content field. The block set and limits
 * are our choice.
 */
import { z } from 'zod';

export const EMAIL_DESIGN_LIMITS = {
  blocksMax: 100,
  textMax: 10_000,
  labelMax: 200,
  urlMax: 2000,
  sourceMax: 512 * 1024,
  /** Two or three columns side by side; each column holds simple blocks only. */
  columnsMax: 3,
} as const;

const ZColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Use a colour like #1a2b3c' });
const ZAlignSchema = z.enum(['left', 'center', 'right']);
const text = (max: number) =>
  z
    .string()
    .max(max, { error: `Keep it under ${max} characters` })
    .default('');
/** A link or image address: http(s), or a Liquid expression that renders to one. */
const ZLinkSchema = z
  .string()
  .trim()
  .max(EMAIL_DESIGN_LIMITS.urlMax)
  .refine((value) => value === '' || /^(https?:\/\/|\{\{)/i.test(value), {
    error: 'Enter a full link starting with https:// or http://',
  })
  .default('');

export const ZHeadingBlockSchema = z.object({
  type: z.literal('heading'),
  text: text(EMAIL_DESIGN_LIMITS.labelMax),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
  align: ZAlignSchema.default('left'),
});
/** Paragraphs separated by blank lines; **bold** and [label](url) are the only markup. */
export const ZTextBlockSchema = z.object({
  type: z.literal('text'),
  text: text(EMAIL_DESIGN_LIMITS.textMax),
  align: ZAlignSchema.default('left'),
});
export const ZButtonBlockSchema = z.object({
  type: z.literal('button'),
  label: text(EMAIL_DESIGN_LIMITS.labelMax),
  url: ZLinkSchema,
  align: ZAlignSchema.default('center'),
  color: ZColorSchema.default('#4f46e5'),
});
export const ZImageBlockSchema = z.object({
  type: z.literal('image'),
  src: ZLinkSchema,
  alt: text(EMAIL_DESIGN_LIMITS.labelMax),
  href: ZLinkSchema,
  /** Pixels; 0 = the column's width. */
  width: z.number().int().min(0).max(1200).default(0),
});
export const ZDividerBlockSchema = z.object({ type: z.literal('divider') });
export const ZSpacerBlockSchema = z.object({
  type: z.literal('spacer'),
  height: z.number().int().min(4).max(200).default(24),
});
/** Raw HTML for what the blocks cannot say (sanitised by the email client, not by us). */
export const ZHtmlBlockSchema = z.object({
  type: z.literal('html'),
  html: text(EMAIL_DESIGN_LIMITS.textMax),
});

const ZSimpleBlockSchema = z.discriminatedUnion('type', [
  ZHeadingBlockSchema,
  ZTextBlockSchema,
  ZButtonBlockSchema,
  ZImageBlockSchema,
  ZDividerBlockSchema,
  ZSpacerBlockSchema,
  ZHtmlBlockSchema,
]);
export type TSimpleBlock = z.infer<typeof ZSimpleBlockSchema>;

export const ZColumnsBlockSchema = z.object({
  type: z.literal('columns'),
  columns: z
    .array(z.object({ blocks: z.array(ZSimpleBlockSchema).max(20) }))
    .min(2)
    .max(EMAIL_DESIGN_LIMITS.columnsMax),
});

export const ZEmailBlockSchema = z.discriminatedUnion('type', [
  ZHeadingBlockSchema,
  ZTextBlockSchema,
  ZButtonBlockSchema,
  ZImageBlockSchema,
  ZDividerBlockSchema,
  ZSpacerBlockSchema,
  ZHtmlBlockSchema,
  ZColumnsBlockSchema,
]);
export type TEmailBlock = z.infer<typeof ZEmailBlockSchema>;
export type TEmailBlockType = TEmailBlock['type'];

export const ZEmailStyleSchema = z.object({
  background: ZColorSchema.default('#f4f4f7'),
  contentBackground: ZColorSchema.default('#ffffff'),
  textColor: ZColorSchema.default('#1f2937'),
  linkColor: ZColorSchema.default('#4f46e5'),
  fontFamily: z
    .enum(['Helvetica, Arial, sans-serif', 'Georgia, serif', 'Verdana, sans-serif'])
    .default('Helvetica, Arial, sans-serif'),
  /** Width of the message on a desktop screen; phones get the full width. */
  width: z.number().int().min(480).max(800).default(600),
});
export type TEmailStyle = z.infer<typeof ZEmailStyleSchema>;

/**
 * How the email is made: blocks (compiled to MJML, then HTML) or a source the user writes
 * (MJML when it starts with <mjml>, else HTML used as it is). content.html always holds the
 * compiled result, so everything downstream (preview, test send, the engine) reads one field.
 */
export const ZEmailDesignSchema = z.discriminatedUnion('format', [
  z.object({
    format: z.literal('blocks'),
    blocks: z.array(ZEmailBlockSchema).max(EMAIL_DESIGN_LIMITS.blocksMax),
    style: ZEmailStyleSchema.default(ZEmailStyleSchema.parse({})),
  }),
  z.object({
    format: z.literal('source'),
    source: z.string().max(EMAIL_DESIGN_LIMITS.sourceMax),
  }),
]);
export type TEmailDesign = z.infer<typeof ZEmailDesignSchema>;
