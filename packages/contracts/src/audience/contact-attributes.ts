/**
 * Custom contact attributes (issue 7): the schema each client defines for its contacts (text,
 * number, date, boolean, list of values) and the one check of a value against it, used by the
 * contact form, the API and anything else that writes attributes.
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';

export const ATTRIBUTE_TYPES = ['text', 'number', 'date', 'boolean', 'list'] as const;
export type TAttributeType = (typeof ATTRIBUTE_TYPES)[number];

/** The database's rule for keys: a letter, then letters, digits or underscores; 40 at most. */
export const ATTRIBUTE_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
const ATTRIBUTE_KEY_MAX = 40;
/** The database's bound for labels. */
export const ATTRIBUTE_LABEL_MAX = 60;
/** Our choice: enough for a rich profile, few enough for a form and an export to stay readable. */
export const ATTRIBUTES_MAX = 50;
/** Our choice: a list of values is a choice in a dropdown, not a taxonomy. */
export const ATTRIBUTE_OPTIONS_MAX = 100;
export const ATTRIBUTE_OPTION_MAX = 60;
/** Our choice: a text attribute is a short value (a city, a company), not a document. */
export const ATTRIBUTE_TEXT_MAX = 500;
/** Numbers beyond this lose integer precision in JSON and in spreadsheets. */
const ATTRIBUTE_NUMBER_LIMIT = 1e15;

/**
 * Keys the export and the import mapping already use for the contact's own fields: a custom
 * field whose label slugs to one of them gets a suffix instead, so no column is ambiguous.
 */
export const RESERVED_ATTRIBUTE_KEYS: readonly string[] = [
  'passport_id',
  'email',
  'mobile',
  'first_name',
  'last_name',
  'name',
  'consent',
  'created_at',
  'updated_at',
];

export const ATTRIBUTE_MSG = {
  labelRequired: 'Enter a field name',
  labelMax: `Max. ${ATTRIBUTE_LABEL_MAX} characters`,
  typeRequired: 'Choose a type',
  optionsRequired: 'Add at least one option',
  optionsMax: `At most ${ATTRIBUTE_OPTIONS_MAX} options`,
  optionRequired: 'Options cannot be empty',
  optionMax: `Options have at most ${ATTRIBUTE_OPTION_MAX} characters`,
  optionDuplicate: 'Duplicate value',
  keyInvalid: 'Invalid field key',
  labelTaken: 'A custom field with this name already exists',
  tooMany: `At most ${ATTRIBUTES_MAX} custom fields`,
  notFound: 'Custom field not found',
  typeLocked: 'The type of a field cannot change once contacts have a value for it',
  optionInUse: 'An option in use by contacts cannot be removed',
  unknown: 'Unknown custom field',
  textMax: `Max. ${ATTRIBUTE_TEXT_MAX} characters`,
  number: 'Enter a number',
  date: 'Enter a date as yyyy-mm-dd',
  boolean: 'Choose yes or no',
  list: 'Choose one of the options',
  saved: 'Custom field saved',
  deleted: 'Custom field deleted',
} as const;

export type TAttributeValue = string | number | boolean;
export type TAttributeDefinition = { type: TAttributeType; options: readonly string[] };

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const NUMBER_TEXT_PATTERN = /^-?\d+(\.\d+)?$/;

function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1;
}

/**
 * A value checked against its field's definition: the stored form (numbers as numbers, a list
 * value spelled as its option), null to clear it (null, undefined or empty text), or the
 * message for the field. Text from CSV or a form is accepted where the type is unambiguous
 * ("42" for a number, "true"/"false" for a boolean).
 */
export function checkAttributeValue(
  definition: TAttributeDefinition,
  raw: unknown,
): { value: TAttributeValue | null } | { error: string } {
  if (raw === null || raw === undefined) return { value: null };
  const text = typeof raw === 'string' ? raw.trim() : undefined;
  if (text === '') return { value: null };
  switch (definition.type) {
    case 'text': {
      if (typeof raw === 'boolean' || (typeof raw === 'number' && !Number.isFinite(raw)))
        return { error: ATTRIBUTE_MSG.textMax };
      const value = text ?? String(raw);
      return value.length > ATTRIBUTE_TEXT_MAX ? { error: ATTRIBUTE_MSG.textMax } : { value };
    }
    case 'number': {
      const value =
        typeof raw === 'number' ? raw : text && NUMBER_TEXT_PATTERN.test(text) ? Number(text) : NaN;
      return Number.isFinite(value) && Math.abs(value) < ATTRIBUTE_NUMBER_LIMIT
        ? { value }
        : { error: ATTRIBUTE_MSG.number };
    }
    case 'date':
      return text && isCalendarDate(text) ? { value: text } : { error: ATTRIBUTE_MSG.date };
    case 'boolean':
      if (typeof raw === 'boolean') return { value: raw };
      if (text === 'true' || text === 'false') return { value: text === 'true' };
      return { error: ATTRIBUTE_MSG.boolean };
    case 'list': {
      const wanted = text?.toLowerCase();
      const option = definition.options.find((o) => o.toLowerCase() === wanted);
      return option === undefined ? { error: ATTRIBUTE_MSG.list } : { value: option };
    }
  }
}

/**
 * The key of a new field from its label: "Loyalty points" -> "loyalty_points". Keys in `taken`
 * (existing fields) and reserved ones get a numeric suffix; a label without letters falls back
 * to "field".
 */
export function attributeKeyFromLabel(label: string, taken: ReadonlySet<string>): string {
  let base = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .replace(/_+$/, '')
    .slice(0, ATTRIBUTE_KEY_MAX)
    .replace(/_+$/, '');
  if (!base) base = 'field';
  const unavailable = (key: string) => taken.has(key) || RESERVED_ATTRIBUTE_KEYS.includes(key);
  if (!unavailable(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `_${n}`;
    const key = `${base.slice(0, ATTRIBUTE_KEY_MAX - suffix.length)}${suffix}`;
    if (!unavailable(key)) return key;
  }
}

export const ZAttributeKeySchema = z
  .string({ error: ATTRIBUTE_MSG.keyInvalid })
  .regex(ATTRIBUTE_KEY_PATTERN, { error: ATTRIBUTE_MSG.keyInvalid });

export const ZAttributeSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(ATTRIBUTE_TYPES),
  options: z.array(z.string()),
});
export type TAttribute = z.infer<typeof ZAttributeSchema>;

export const ZAttributeFieldsSchema = z.object({
  label: z
    .string({ error: ATTRIBUTE_MSG.labelRequired })
    .trim()
    .min(1, { error: ATTRIBUTE_MSG.labelRequired })
    .max(ATTRIBUTE_LABEL_MAX, { error: ATTRIBUTE_MSG.labelMax }),
  type: z.enum(ATTRIBUTE_TYPES, { error: ATTRIBUTE_MSG.typeRequired }),
  options: z
    .array(
      z
        .string({ error: ATTRIBUTE_MSG.optionRequired })
        .trim()
        .min(1, { error: ATTRIBUTE_MSG.optionRequired })
        .max(ATTRIBUTE_OPTION_MAX, { error: ATTRIBUTE_MSG.optionMax }),
    )
    .max(ATTRIBUTE_OPTIONS_MAX, { error: ATTRIBUTE_MSG.optionsMax })
    .default([]),
});

/** A list needs options, each once (case-insensitive); other types ignore them. */
export function checkListOptions(
  value: { type: TAttributeType; options: string[] },
  ctx: z.RefinementCtx,
): void {
  if (value.type !== 'list') return;
  if (value.options.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: ATTRIBUTE_MSG.optionsRequired });
  }
  const seen = new Set<string>();
  value.options.forEach((option, index) => {
    const folded = option.toLowerCase();
    if (seen.has(folded)) {
      ctx.addIssue({
        code: 'custom',
        path: ['options', index],
        message: ATTRIBUTE_MSG.optionDuplicate,
      });
    }
    seen.add(folded);
  });
}

/** The custom-field form (label and options trimmed). */
export const ZAttributeFormSchema = ZAttributeFieldsSchema.superRefine(checkListOptions);
export type TAttributeFormInput = z.input<typeof ZAttributeFormSchema>;

/** POST Audience/UpsertAttribute: without key a new field (key from the label), else an edit. */
export const ZUpsertAttributeRequestSchema = ZAttributeFieldsSchema.extend({
  key: ZAttributeKeySchema.optional(),
}).superRefine(checkListOptions);
export type TUpsertAttributeRequest = z.input<typeof ZUpsertAttributeRequestSchema>;

export const ZDeleteAttributeRequestSchema = z.object({ key: ZAttributeKeySchema });
export const ZGetAttributesRequestSchema = z.object({}).optional();

export const ZAttributesResponseSchema = envelopeOf(
  z.object({ attributes: z.array(ZAttributeSchema) }),
);
export const ZAttributeResponseSchema = envelopeOf(z.object({ attribute: ZAttributeSchema }));
export const ZDeleteAttributeResponseSchema = envelopeOf(z.object({ key: z.string() }));
