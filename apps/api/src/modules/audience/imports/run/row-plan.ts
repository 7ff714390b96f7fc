import {
  checkAttributeValue,
  type TAttributeDefinition,
} from '@resonate/contracts/audience/contact-attributes';
import {
  CONTACT_FIELD_MSG,
  normaliseEmail,
  normaliseMobile,
} from '@resonate/contracts/audience/contact-fields';
import { CONTACT_MSG } from '@resonate/contracts/audience/contacts';
import { attributeKeyOf, type TImportMapping } from '@resonate/contracts/audience/imports';
import { INVALID_CHARACTER_MSG } from '@resonate/contracts/audience/lists';
import { FIRST_NAME_MAX, LAST_NAME_MAX } from '@resonate/contracts/limits';
import type { TAttributeRow } from '../import-repository.ts';

/** A row that passed: the values the staging table takes (null: the cell was empty). */
export type TRowValues = {
  email: string | null;
  mobile: string | null;
  firstName: string | null;
  lastName: string | null;
  /** JSON of the attributes the row gives a value (empty cells leave keys out). */
  attributes: string;
};
export type TRowResult = { ok: true; values: TRowValues } | { ok: false; reason: string };

type TAttributeColumn = {
  key: string;
  label: string;
  index: number;
  definition: TAttributeDefinition;
};

/** Where each mapped field sits in one file's rows. */
export type TFilePlan = {
  width: number;
  email: number;
  mobile: number;
  firstName: number;
  lastName: number;
  attributes: TAttributeColumn[];
};

const NOT_MAPPED = -1;
const NEEDS_TIDY = /\s\s|[\t\n\r\f\v\u00a0]/;

/** The plan of one file: the column index of every mapped field (absent columns: not mapped). */
export function planFile(
  columns: readonly string[],
  mapping: TImportMapping,
  attributes: readonly TAttributeRow[],
): TFilePlan {
  const indexOf = (field: string) => {
    const column = Object.keys(mapping).find((name) => mapping[name] === field);
    return column === undefined ? NOT_MAPPED : columns.indexOf(column);
  };
  const byKey = new Map(attributes.map((a) => [a.key, a]));
  const attributeColumns: TAttributeColumn[] = [];
  for (const [column, field] of Object.entries(mapping)) {
    const key = attributeKeyOf(field);
    const attribute = key === undefined ? undefined : byKey.get(key);
    const index = columns.indexOf(column);
    if (!attribute || index === -1) continue;
    attributeColumns.push({
      key: attribute.key,
      label: attribute.label,
      index,
      definition: attribute,
    });
  }
  return {
    width: columns.length,
    email: indexOf('email'),
    mobile: indexOf('mobile'),
    firstName: indexOf('firstName'),
    lastName: indexOf('lastName'),
    attributes: attributeColumns,
  };
}

function cellAt(cells: string[], index: number): string {
  return index === NOT_MAPPED ? '' : (cells[index] ?? '').trim();
}

/** A name as the contact form stores it: trimmed, inner runs of space made one. */
function tidyName(raw: string): string {
  return NEEDS_TIDY.test(raw) ? raw.replace(/\s+/g, ' ') : raw;
}

function widthProblem(cells: string[], width: number): string | undefined {
  if (cells.length < width) return `The row has ${cells.length} cells; the header has ${width}`;
  for (let i = width; i < cells.length; i += 1) {
    if (cells[i]!.trim() !== '')
      return `The row has ${cells.length} cells; the header has ${width}`;
  }
  return undefined;
}

/**
 * Checks and normalises one row against its file's plan, as the contact form would: emails
 * lower-cased, mobiles in E.164 (with the import's dial code for national numbers), names
 * tidied and bounded, custom fields by their type. Returns the reason of the first problem.
 */
export function checkRow(cells: string[], plan: TFilePlan, dialCode?: string): TRowResult {
  const width = widthProblem(cells, plan.width);
  if (width) return { ok: false, reason: width };
  const emailRaw = cellAt(cells, plan.email);
  const mobileRaw = cellAt(cells, plan.mobile);
  const email = emailRaw === '' ? null : (normaliseEmail(emailRaw) ?? false);
  if (email === false) return { ok: false, reason: CONTACT_FIELD_MSG.emailInvalid };
  const mobile = mobileRaw === '' ? null : (normaliseMobile(mobileRaw, dialCode) ?? false);
  if (mobile === false) return { ok: false, reason: CONTACT_FIELD_MSG.mobileInvalid };
  if (email === null && mobile === null)
    return { ok: false, reason: CONTACT_FIELD_MSG.identifierRequired };
  const firstName = tidyName(cellAt(cells, plan.firstName));
  if (firstName.length > FIRST_NAME_MAX)
    return { ok: false, reason: `First name: ${CONTACT_MSG.firstNameMax}` };
  const lastName = tidyName(cellAt(cells, plan.lastName));
  if (lastName.length > LAST_NAME_MAX)
    return { ok: false, reason: `Last name: ${CONTACT_MSG.lastNameMax}` };
  let attributes = '{}';
  if (plan.attributes.length > 0) {
    const values: Record<string, unknown> = {};
    for (const column of plan.attributes) {
      const raw = cells[column.index] ?? '';
      if (raw.includes('\u0000')) return { ok: false, reason: INVALID_CHARACTER_MSG };
      const checked = checkAttributeValue(column.definition, raw);
      if ('error' in checked) return { ok: false, reason: `${column.label}: ${checked.error}` };
      if (checked.value !== null) values[column.key] = checked.value;
    }
    attributes = JSON.stringify(values);
  }
  if (firstName.includes('\u0000') || lastName.includes('\u0000'))
    return { ok: false, reason: INVALID_CHARACTER_MSG };
  return {
    ok: true,
    values: {
      email,
      mobile,
      firstName: firstName === '' ? null : firstName,
      lastName: lastName === '' ? null : lastName,
      attributes,
    },
  };
}
