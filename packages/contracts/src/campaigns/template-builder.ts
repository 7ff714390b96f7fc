/**
 * The template builder and the gallery (issue 10): live preview of unsaved content, SMS
 * segment counting (shared by the web counter and the server), the image library, and the
 * gallery's actions. Every endpoint is POST /api/Communication/<Name>.
 *
 * Design errors (a 400 of PreviewTemplate, or SaveTemplate's `problems`) are keyed by the
 * dotted path of where it breaks: `content.design.blocks.3.text`,
 * `content.design.blocks.2.columns.1.blocks.0.label`, `content.design.source` (message starts
 * with "Line N: "), `content.subject`, ...
 */
import { z } from 'zod';
import { withoutNul, ZPageNoSchema, ZPageSizeSchema } from '../audience/lists.ts';
import { IMAGE_MAX_BYTES } from '../constants.ts';
import { envelopeOf } from '../envelope.ts';
import { ZCommunicationNameSchema } from '../fields.ts';
import { MSG } from '../messages.ts';
import { ZChannelIdSchema } from './communications.ts';
import { ZPreviewSchema } from './compose.ts';
import { ZContentSchema } from './content.ts';
import { ZPreviewLanguageSchema } from './content-locales.ts';
import { ZTemplateIdSchema, ZTemplateNameSchema, ZTemplateSchema } from './templates.ts';

export const TEMPLATE_BUILDER_MSG = {
  imageTooLarge: MSG.imageTooLarge,
  imageWrongType: 'Upload a PNG, JPEG, GIF or WebP image',
  imageMissing: 'Choose an image to upload',
  imageOneFile: 'Upload one image at a time',
  imageNotFound: 'This image no longer exists',
  imageUploaded: 'Image uploaded',
  imageDeleted: 'Image deleted',
  duplicated: 'Template duplicated',
  renamed: 'Template renamed',
  restored: 'Template restored',
  notArchived: 'This template is not archived',
  communicationCreated: 'Communication created',
  /** Prefix of an MJML validator or Liquid message in an MJML/HTML source. */
  atLine: (line: number, message: string) => `Line ${line}: ${message}`,
} as const;

/** The accepted image types, recognised by their first bytes (never by the file name). */
export const TEMPLATE_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
export type TTemplateImageType = keyof typeof TEMPLATE_IMAGE_TYPES;
/** Inclusive upload limit (spec section 9: 500kb). The multipart field is `file`. */
export const TEMPLATE_IMAGE_MAX_BYTES = IMAGE_MAX_BYTES;
export const TEMPLATE_IMAGE_FIELD = 'file';

// ---------------------------------------------------------------- SMS segment counting

/** The GSM 03.38 basic set; characters of the extension table count twice. */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENDED = '^{}\\[~]|€\f';
const GSM7_BASIC_SET = new Set(Array.from(GSM7_BASIC));
const GSM7_EXTENDED_SET = new Set(Array.from(GSM7_EXTENDED));

export type TTextEncoding = 'GSM-7' | 'UCS-2';
export type TTextSegments = {
  encoding: TTextEncoding;
  /** Characters as the user sees them (code points). */
  characters: number;
  /** Units the network counts: GSM-7 septets (extension characters count 2) or UTF-16 units. */
  units: number;
  segments: number;
  /** Units one segment holds for this message: 160/153 (GSM-7) or 70/67 (UCS-2). */
  perSegment: number;
  /** Units left in the last segment before another one starts. */
  remaining: number;
};

/**
 * How many SMS segments a text takes: GSM-7 when every character is in the GSM set (160 in
 * one segment, 153 each when split), else UCS-2 (70, then 67 each).
 */
export function smsSegmentsOf(text: string): TTextSegments {
  const chars = Array.from(text);
  let septets = 0;
  let gsm = true;
  for (const ch of chars) {
    if (GSM7_BASIC_SET.has(ch)) septets += 1;
    else if (GSM7_EXTENDED_SET.has(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const encoding: TTextEncoding = gsm ? 'GSM-7' : 'UCS-2';
  const units = gsm ? septets : text.length;
  const single = gsm ? 160 : 70;
  const multi = gsm ? 153 : 67;
  const segments = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / multi);
  const perSegment = segments > 1 ? multi : single;
  const remaining = segments === 0 ? single : segments * perSegment - units;
  return { encoding, characters: chars.length, units, segments, perSegment, remaining };
}

export const ZTextSegmentsSchema = z.object({
  encoding: z.enum(['GSM-7', 'UCS-2']),
  characters: z.number().int(),
  units: z.number().int(),
  segments: z.number().int(),
  perSegment: z.number().int(),
  remaining: z.number().int(),
});

// ---------------------------------------------------------------- preview

const ZContactIdSchema = z
  .number({ error: 'Choose a contact' })
  .int({ error: 'Choose a contact' })
  .positive({ error: 'Choose a contact' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'Choose a contact' });

/**
 * POST Communication/PreviewTemplate: the content being edited (unsaved) compiled (design ->
 * MJML -> HTML, validation 'soft') and rendered for a contact, or for a sample person with
 * empty fields so fallbacks show. 400 with errors by field when it does not compile or parse.
 * Fields: email subject/preheader/html/text; text `text`; push title/body/imageUrl/deepLink.
 */
export const ZPreviewTemplateRequestSchema = z.object({
  channelId: ZChannelIdSchema,
  content: ZContentSchema,
  contactId: ZContactIdSchema.optional(),
  /**
   * Issue 27: preview as a contact of this language would get it (the fallback chain applies:
   * fr-CA shows the fr variant). Absent: the contact's own language, else the default content.
   */
  language: ZPreviewLanguageSchema.optional(),
});
export type TPreviewTemplateRequest = z.input<typeof ZPreviewTemplateRequestSchema>;
export const ZTemplatePreviewSchema = ZPreviewSchema.extend({
  /** For text content (SMS, WhatsApp, ...): the rendered text's length and segments. */
  segments: ZTextSegmentsSchema.nullable(),
  /**
   * Where the design breaks without stopping the preview (MJML validation, keyed like the
   * errors above); the same problems keep SaveTemplate from saving it as 'ready'. Liquid that
   * does not parse, or MJML that cannot be parsed at all, is a 400 instead.
   */
  problems: z.record(z.string(), z.string()),
  /** Issue 27: the language variant shown; null (or absent) for the default content. */
  language: z.string().nullable().optional(),
});
export type TTemplatePreview = z.infer<typeof ZTemplatePreviewSchema>;
export const ZPreviewTemplateResponseSchema = envelopeOf(
  z.object({ preview: ZTemplatePreviewSchema }),
);

/**
 * POST Communication/GetTemplateThumbnail ({ templateId }): the saved template rendered for the
 * sample person (fallbacks), same shape as a preview; the gallery draws email html scaled down
 * in a sandboxed iframe and other channels' fields as text. Archived templates answer too
 * (GetTemplate does not: it serves the wizard). Never 400 for a broken template:
 * it answers what the stored content holds, unrendered where it does not parse.
 */
export const ZTemplateThumbnailResponseSchema = envelopeOf(
  z.object({ preview: ZTemplatePreviewSchema }),
);

// ---------------------------------------------------------------- gallery actions

/**
 * POST Communication/DuplicateTemplate: same channel, content and status, named "Copy of X"
 * (then "Copy of X (2)", ...); an archived one may be copied too (the copy is live).
 */
export const ZDuplicateTemplateRequestSchema = z.object({ templateId: ZTemplateIdSchema });
/** POST Communication/RenameTemplate. */
export const ZRenameTemplateRequestSchema = z.object({
  templateId: ZTemplateIdSchema,
  name: ZTemplateNameSchema,
});
/** POST Communication/RestoreTemplate ({ templateId }): un-archives (name must still be free). */
export const ZRestoreTemplateRequestSchema = z.object({ templateId: ZTemplateIdSchema });
/** Answer of Duplicate/Rename/Restore: the template as it is now. */
export const ZTemplateActionResponseSchema = envelopeOf(z.object({ template: ZTemplateSchema }));

/**
 * POST Communication/CreateCommunicationFromTemplate: a new Draft (7) communication on the
 * template's channel with a copy of its content, named `name` or "<template name> <YYYY-MM-DD>"
 * (then " (2)", ...) so it is unique. The web opens /create-mdc-communication?id=<communicationId>.
 */
export const ZCreateCommunicationFromTemplateRequestSchema = z.object({
  templateId: ZTemplateIdSchema,
  name: withoutNul(ZCommunicationNameSchema).optional(),
});
export const ZCreateCommunicationFromTemplateResponseSchema = envelopeOf(
  z.object({ communicationId: z.number().int(), name: z.string() }),
);

// ---------------------------------------------------------------- image library

export const ZTemplateImageIdSchema = z
  .number({ error: 'Choose an image' })
  .int({ error: 'Choose an image' })
  .positive({ error: 'Choose an image' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'Choose an image' });

export const ZTemplateImageSchema = z.object({
  imageId: z.number().int(),
  /** Public address for emails: <PUBLIC_URL>/i/<public id>.<ext>. */
  url: z.string(),
  fileName: z.string(),
  contentType: z.enum(Object.keys(TEMPLATE_IMAGE_TYPES) as [TTemplateImageType]),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TTemplateImage = z.infer<typeof ZTemplateImageSchema>;

/** POST Communication/UploadTemplateImage: multipart/form-data with one file in field `file`. */
export const ZUploadTemplateImageResponseSchema = envelopeOf(
  z.object({ image: ZTemplateImageSchema }),
);

/** POST Communication/GetTemplateImages: the client's library, newest first, paged. */
export const ZGetTemplateImagesRequestSchema = z.object({
  pageNo: ZPageNoSchema.default(1),
  pageSize: ZPageSizeSchema.default(25),
});
export const ZTemplateImagesResponseSchema = envelopeOf(
  z.object({ images: z.array(ZTemplateImageSchema) }),
);

/** POST Communication/DeleteTemplateImage: removes it from the library and stops serving it. */
export const ZDeleteTemplateImageRequestSchema = z.object({ imageId: ZTemplateImageIdSchema });
export const ZDeleteTemplateImageResponseSchema = envelopeOf(z.object({}));
