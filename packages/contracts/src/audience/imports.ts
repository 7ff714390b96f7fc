/**
 * CSV import of contacts (issue 7): the upload's limits and detection results, the column
 * mapping, the modes for existing contacts, where the imported contacts also go (a new or an
 * existing target list, or a new ad-hoc list), and the progress and history of imports.
 */
import { z } from 'zod';
import {
  ADHOC_LIST_MAX_AUDIENCE,
  ADHOC_LIST_MAX_FILE_BYTES,
  ADHOC_LIST_MAX_FILES,
} from '../constants.ts';
import { envelopeOf } from '../envelope.ts';
import { formatFileSize } from '../format/file-size.ts';
import { ZListIdSchema, ZListNameInputSchema } from './lists.ts';

/**
 * Our choice for a master-data import (the spec bounds only ad-hoc lists): ten files of up to
 * 1 GiB each, about ten million rows per file at a hundred bytes a row. The upload streams to
 * disk and the import streams from it, so the size costs disk, never memory.
 */
export const IMPORT_MAX_FILES = 10;
export const IMPORT_MAX_FILE_BYTES = 1024 * 1024 * 1024;
/** Our choice: a header wider than this is not a contact list. */
export const IMPORT_MAX_COLUMNS = 200;
/** Rows of each file shown beside the mapping. */
export const IMPORT_SAMPLE_ROWS = 5;
/** Our choice: one CSV record (all its cells); a longer one is a quote left open. */
export const IMPORT_MAX_RECORD_CHARS = 64 * 1024;
export const IMPORT_FILE_EXTENSIONS = ['.csv', '.txt', '.tsv'] as const;

export const IMPORT_MODES = ['skip', 'update', 'overwrite'] as const;
export type TImportMode = (typeof IMPORT_MODES)[number];

export const IMPORT_STATUSES = [
  'uploading',
  'queued',
  'running',
  'completed',
  'failed',
  'cancelled',
] as const;
export type TImportStatus = (typeof IMPORT_STATUSES)[number];
/** Statuses after which nothing changes any more, unless the import is retried. */
export const IMPORT_DONE_STATUSES: readonly TImportStatus[] = ['completed', 'failed', 'cancelled'];
export const IMPORT_RETRYABLE_STATUSES: readonly TImportStatus[] = ['failed', 'cancelled'];

export const IMPORT_ENCODINGS = ['utf-8', 'utf-8-bom', 'latin-1'] as const;
export type TImportEncoding = (typeof IMPORT_ENCODINGS)[number];
export const IMPORT_DELIMITERS = [',', ';', '\t'] as const;
export type TImportDelimiter = (typeof IMPORT_DELIMITERS)[number];

/** The contact's own fields a column can fill; custom attributes are `attribute:<key>`. */
export const IMPORT_CONTACT_FIELDS = ['email', 'mobile', 'firstName', 'lastName'] as const;
export type TImportContactField = (typeof IMPORT_CONTACT_FIELDS)[number];
export const IMPORT_IGNORE = 'ignore';
export const ATTRIBUTE_FIELD_PREFIX = 'attribute:';
export type TImportField = TImportContactField | typeof IMPORT_IGNORE | `attribute:${string}`;

export function attributeField(key: string): TImportField {
  return `${ATTRIBUTE_FIELD_PREFIX}${key}` as TImportField;
}
/** The attribute key of an `attribute:<key>` field, else undefined. */
export function attributeKeyOf(field: string): string | undefined {
  return field.startsWith(ATTRIBUTE_FIELD_PREFIX)
    ? field.slice(ATTRIBUTE_FIELD_PREFIX.length)
    : undefined;
}

export const IMPORT_MSG = {
  noFiles: 'Choose at least one CSV file',
  tooManyFiles: `Upload at most ${IMPORT_MAX_FILES} files at a time`,
  fileTooLarge: `Each file can be at most ${formatFileSize(IMPORT_MAX_FILE_BYTES)}`,
  adhocTooManyFiles: `An ad-hoc list takes at most ${ADHOC_LIST_MAX_FILES} files`,
  adhocFileTooLarge: `An ad-hoc list takes files of at most ${formatFileSize(ADHOC_LIST_MAX_FILE_BYTES)}`,
  adhocTooManyContacts: `An ad-hoc list holds at most ${ADHOC_LIST_MAX_AUDIENCE.toLocaleString('en-GB')} contacts`,
  adhocTooManyRows: `The files of an ad-hoc list hold at most ${ADHOC_LIST_MAX_AUDIENCE.toLocaleString('en-GB')} rows in all: split them over two lists`,
  notCsv: 'This file is not a CSV file',
  spreadsheet:
    'This is a spreadsheet or archive, not a CSV file: save it as "CSV UTF-8" and upload that',
  utf16: 'This file is UTF-16: save it as "CSV UTF-8" and upload that',
  empty: 'This file is empty',
  noRows: 'This file has a header but no rows',
  tooManyColumns: `A file can have at most ${IMPORT_MAX_COLUMNS} columns`,
  recordTooLong: 'A row is longer than 64 KB: is a quote left open?',
  multipart: 'Send the files as multipart/form-data',
  identifierRequired: 'Map an email or a mobile column',
  fieldMappedTwice: 'Each field can be mapped to one column only',
  unknownColumn: 'This column is not in the uploaded files',
  unknownAttribute: 'This custom field no longer exists',
  listNameRequired: 'Enter a list name',
  notFound: 'Import not found',
  notStartable: 'This import has already been started',
  notCancellable: 'Only a queued or running import can be cancelled',
  notRetryable: 'Only a failed or cancelled import can be retried',
  filesGone: 'The uploaded files of this import are no longer available',
  noRejectedRows: 'This import has no rejected rows',
  downloadExpired: 'This download link has expired; ask for a new one',
  dialCodeInvalid: 'Enter a country dial code such as +44',
  started: 'Import started',
  cancelRequested: 'Cancelling the import',
  retried: 'Import queued again',
  uploaded: 'Files uploaded',
  conflict: 'The email belongs to one contact and the mobile number to another',
  stoppedTooOften: 'The import stopped unexpectedly several times; retry it',
} as const;

const ZIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const ZImportIdSchema = ZIdSchema;

/** A target field as the mapping select offers it. */
export const ZImportTargetSchema = z.object({
  field: z.string(),
  label: z.string(),
  kind: z.enum(['contact', 'attribute']),
});
export type TImportTarget = z.infer<typeof ZImportTargetSchema>;

/** One uploaded file as detected: encoding, delimiter, header and a few rows. */
export const ZImportFileSchema = z.object({
  name: z.string(),
  size: z.number().int().nonnegative(),
  encoding: z.enum(IMPORT_ENCODINGS),
  delimiter: z.enum(IMPORT_DELIMITERS),
  hasHeader: z.boolean(),
  columns: z.array(z.string()),
  sampleRows: z.array(z.array(z.string())),
  /** Rows without the header, counted for a file small enough for an ad-hoc list. */
  dataRows: z.number().int().nonnegative().optional(),
});
export type TImportFile = z.infer<typeof ZImportFileSchema>;

/** A column of the mapping table: named by its header, across files. */
export const ZImportColumnSchema = z.object({
  name: z.string(),
  samples: z.array(z.string()),
  suggested: z.string(),
});
export type TImportColumn = z.infer<typeof ZImportColumnSchema>;

export const ZImportPreviewSchema = z.object({
  importId: z.number().int(),
  files: z.array(ZImportFileSchema),
  columns: z.array(ZImportColumnSchema),
  targets: z.array(ZImportTargetSchema),
});
export type TImportPreview = z.infer<typeof ZImportPreviewSchema>;
export const ZUploadImportResponseSchema = envelopeOf(ZImportPreviewSchema);

/** Upload options (query string): files for an ad-hoc list are held to the spec's limits. */
export const ZUploadImportQuerySchema = z.object({
  purpose: z.enum(['masterData', 'adhocList']).default('masterData'),
});

const ZFieldSchema = z.union([
  z.enum([...IMPORT_CONTACT_FIELDS, IMPORT_IGNORE]),
  z.string().regex(/^attribute:[a-z][a-z0-9_]{0,39}$/, { error: 'Choose a field' }),
]);

/** Column header -> field. Columns left out are ignored. */
export const ZImportMappingSchema = z.record(z.string().max(200), ZFieldSchema).check((ctx) => {
  const fields = Object.values(ctx.value).filter((field) => field !== IMPORT_IGNORE);
  if (!fields.includes('email') && !fields.includes('mobile')) {
    ctx.issues.push({ code: 'custom', input: ctx.value, message: IMPORT_MSG.identifierRequired });
  }
  const seen = new Set<string>();
  for (const [column, field] of Object.entries(ctx.value)) {
    if (field === IMPORT_IGNORE) continue;
    if (seen.has(field)) {
      ctx.issues.push({
        code: 'custom',
        input: field,
        path: [column],
        message: IMPORT_MSG.fieldMappedTwice,
      });
    }
    seen.add(field);
  }
});
export type TImportMapping = z.infer<typeof ZImportMappingSchema>;

export const ZImportDestinationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('newTargetList'), name: ZListNameInputSchema }),
  z.object({ kind: z.literal('targetList'), listId: ZListIdSchema }),
  z.object({ kind: z.literal('adhocList'), name: ZListNameInputSchema }),
]);
export type TImportDestination = z.infer<typeof ZImportDestinationSchema>;
export type TImportDestinationKind = TImportDestination['kind'];

/** '+44', '0044' or '44' -> '+44'; the dial code a mobile without one takes. */
export const ZDialCodeSchema = z
  .string()
  .trim()
  .transform((value) => `+${value.replace(/^(\+|00)/, '')}`)
  .pipe(z.string().regex(/^\+[1-9]\d{0,3}$/, { error: IMPORT_MSG.dialCodeInvalid }));

export const ZStartImportRequestSchema = z.object({
  importId: ZImportIdSchema,
  mapping: ZImportMappingSchema,
  mode: z.enum(IMPORT_MODES),
  destination: ZImportDestinationSchema,
  defaultDialCode: ZDialCodeSchema.optional(),
});
export type TStartImportRequest = z.input<typeof ZStartImportRequestSchema>;

export const ZImportRefRequestSchema = z.object({ importId: ZImportIdSchema });

export const ZImportCountsSchema = z.object({
  rowsRead: z.number().int(),
  rowsAccepted: z.number().int(),
  rowsRejected: z.number().int(),
  rowsInserted: z.number().int(),
  rowsUpdated: z.number().int(),
  rowsSkipped: z.number().int(),
  bytesRead: z.number().int(),
  bytesTotal: z.number().int(),
});

/**
 * An import as the progress page and the history show it. `phase` tells reading the files from
 * the final merge (which has no progress of its own); `rowsPerSecond` and `secondsLeft` are for
 * the reading phase.
 */
export const ZImportSummarySchema = ZImportCountsSchema.extend({
  importId: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
  phase: z.enum(['waiting', 'reading', 'merging', 'done']),
  mode: z.enum(IMPORT_MODES),
  fileNames: z.array(z.string()),
  destination: z.object({
    kind: z.enum(['none', 'newTargetList', 'targetList', 'adhocList']),
    listId: z.number().int().nullable(),
    name: z.string().nullable(),
  }),
  rowsPerSecond: z.number().nullable(),
  secondsLeft: z.number().nullable(),
  error: z.string().nullable(),
  hasRejectedRows: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type TImportSummary = z.infer<typeof ZImportSummarySchema>;

/** GetImport: the summary, and the preview while the import awaits its mapping. */
export const ZImportDetailSchema = z.object({
  import: ZImportSummarySchema,
  preview: ZImportPreviewSchema.nullable(),
});
export type TImportDetail = z.infer<typeof ZImportDetailSchema>;
export const ZImportResponseSchema = envelopeOf(ZImportDetailSchema);

export const IMPORT_PAGE_SIZE_MAX = 50;
export const ZGetImportsRequestSchema = z.object({
  pageNo: z.number().int().min(1).max(100_000),
  pageSize: z.number().int().min(1).max(IMPORT_PAGE_SIZE_MAX),
});
export type TGetImportsRequest = z.input<typeof ZGetImportsRequestSchema>;
export const ZImportsResponseSchema = envelopeOf(
  z.object({ imports: z.array(ZImportSummarySchema) }),
);

export const ZImportLinkResponseSchema = envelopeOf(z.object({ url: z.string() }));
export const ZDownloadRejectedRowsQuerySchema = z.object({ token: z.string().max(2000) });
