import type { TFunction } from 'i18next';
import {
  ADHOC_LIST_MAX_AUDIENCE,
  ADHOC_LIST_MAX_FILE_BYTES,
  ADHOC_LIST_MAX_FILES,
} from '@resonate/contracts/constants';
import {
  IMPORT_IGNORE,
  IMPORT_MSG,
  ZDialCodeSchema,
  ZImportMappingSchema,
  type TImportDestination,
  type TImportDestinationKind,
  type TImportMode,
  type TImportPreview,
  type TStartImportRequest,
} from '@resonate/contracts/audience/imports';
import { ZListNameInputSchema } from '@resonate/contracts/audience/lists';
import { formatFileSize } from '@resonate/contracts/format/file-size';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { paths } from '@/config/paths';

/** What the mapping step edits; turned into a StartImport body by `toStartRequest`. */
export type TImportFormValues = {
  mapping: Record<string, string>;
  mode: TImportMode;
  destinationKind: TImportDestinationKind;
  listName: string;
  listId: number | null;
  dialCode: string;
};

/** The import page's query parameter that names the ad-hoc list the files were uploaded for. */
export const ADHOC_LIST_NAME_PARAM = 'adhocListName';

/** The mapping of files uploaded for a new ad-hoc list, its name already filled in. */
export function adhocImportHref(importId: number, listName: string): string {
  const query = new URLSearchParams({
    importId: String(importId),
    [ADHOC_LIST_NAME_PARAM]: listName,
  });
  return `${paths.audience.newImport.getHref()}?${query.toString()}`;
}

/** A fresh form; with `adhocListName` (files uploaded for an ad-hoc list) aimed at that list. */
export function initialFormValues(
  preview: TImportPreview,
  adhocListName?: string,
): TImportFormValues {
  return {
    mapping: Object.fromEntries(preview.columns.map((c) => [c.name, c.suggested])),
    mode: 'update',
    destinationKind: adhocListName ? 'adhocList' : 'none',
    listName: adhocListName ?? '',
    listId: null,
    dialCode: '',
  };
}

type TMessages = { chooseList: string; adhocTooMany: string; adhocTooLarge: string };

function destinationOf(values: TImportFormValues, errors: TFieldErrors): TImportDestination {
  const kind = values.destinationKind;
  if (kind === 'newTargetList' || kind === 'adhocList') {
    const name = ZListNameInputSchema.safeParse(values.listName);
    if (!name.success) errors['destination.name'] = name.error.issues[0]!.message;
    return { kind, name: name.success ? name.data : values.listName };
  }
  if (kind === 'targetList') return { kind, listId: values.listId ?? 0 };
  return { kind: 'none' };
}

/** The files' rows in all, as the upload counted them (files it did not count add nothing). */
const rowsOf = (preview: TImportPreview) =>
  preview.files.reduce((sum, file) => sum + (file.dataRows ?? 0), 0);

/**
 * The form checked with the contracts' own rules (the mapping needs an identifier column and
 * maps each field once; list names; the dial code; the ad-hoc limits against the uploaded
 * files). Errors are keyed as the server keys them, so its answers land in the same places.
 */
export function toStartRequest(
  preview: TImportPreview,
  values: TImportFormValues,
  messages: TMessages,
): { request?: TStartImportRequest; errors: TFieldErrors } {
  const errors: TFieldErrors = {};
  const mapping = Object.fromEntries(
    Object.entries(values.mapping).filter(([, field]) => field !== IMPORT_IGNORE),
  );
  const parsed = ZImportMappingSchema.safeParse(mapping);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.length > 0 ? `mapping.${String(issue.path[0])}` : 'mapping';
      errors[key] ??= issue.message;
    }
  }
  const destination = destinationOf(values, errors);
  if (destination.kind === 'targetList' && !values.listId)
    errors['destination.listId'] = messages.chooseList;
  if (destination.kind === 'adhocList') {
    if (preview.files.length > ADHOC_LIST_MAX_FILES) errors.destination = messages.adhocTooMany;
    else if (preview.files.some((file) => file.size > ADHOC_LIST_MAX_FILE_BYTES))
      errors.destination = messages.adhocTooLarge;
    else if (rowsOf(preview) > ADHOC_LIST_MAX_AUDIENCE)
      errors.destination = IMPORT_MSG.adhocTooManyRows;
  }
  let defaultDialCode: string | undefined;
  if (values.dialCode.trim() !== '') {
    const dial = ZDialCodeSchema.safeParse(values.dialCode);
    if (dial.success) defaultDialCode = dial.data;
    else errors.defaultDialCode = dial.error.issues[0]!.message;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    request: {
      importId: preview.importId,
      mapping,
      mode: values.mode,
      destination,
      defaultDialCode,
    },
  };
}

export const adhocMessages = (t: TFunction<'audienceImport'>): TMessages => ({
  chooseList: t('destination.chooseList'),
  adhocTooMany: t('destination.adhocTooMany', { max: ADHOC_LIST_MAX_FILES }),
  adhocTooLarge: t('destination.adhocTooLarge', {
    size: formatFileSize(ADHOC_LIST_MAX_FILE_BYTES),
  }),
});
