import {
  ZIpWhitelistRowsSchema,
  type TIpWhitelistItem,
  type TIpWhitelistRow,
} from '@resonate/contracts/account';
import type { TFieldErrors } from '@resonate/contracts/envelope';

/** A row of the editable table; `key` is React's, `ipWhitelistId` the stored entry's. */
export type TDraftRow = {
  key: string;
  ipWhitelistId?: number;
  ipAddress: string;
  description: string;
};

export type TRowErrors = Record<number, { ipAddress?: string; description?: string }>;

let nextKey = 0;
export function newRow(): TDraftRow {
  nextKey += 1;
  return { key: `new-${nextKey}`, ipAddress: '', description: '' };
}

export function toDraft(items: readonly TIpWhitelistItem[]): TDraftRow[] {
  return items.map((item) => ({
    key: `saved-${item.ipWhitelistId}`,
    ipWhitelistId: item.ipWhitelistId,
    ipAddress: item.ipAddress,
    description: item.description,
  }));
}

/**
 * The request's items. A new row that repeats the address of a saved row removed in the same
 * edit takes that row's id: to the person it is the same entry, and the server would otherwise
 * answer 'IP address already exists'.
 */
export function toRequestItems(
  rows: readonly TDraftRow[],
  saved: readonly TIpWhitelistItem[],
): TIpWhitelistRow[] {
  const kept = new Set(rows.map((row) => row.ipWhitelistId));
  const removed = new Map(
    saved
      .filter((item) => !kept.has(item.ipWhitelistId))
      .map((item) => [item.ipAddress, item.ipWhitelistId]),
  );
  return rows.map((row) => {
    const ipAddress = row.ipAddress.trim();
    const reused = row.ipWhitelistId ?? removed.get(ipAddress);
    if (row.ipWhitelistId === undefined) removed.delete(ipAddress);
    return {
      ...(reused === undefined ? {} : { ipWhitelistId: reused }),
      ipAddress,
      description: row.description.trim(),
    };
  });
}

function put(errors: TRowErrors, path: readonly PropertyKey[], message: string) {
  const [index, field] = path;
  if (typeof index !== 'number' || (field !== 'ipAddress' && field !== 'description')) return;
  errors[index] ??= {};
  errors[index][field] ??= message;
}

/** The contracts' rules, row by row: 'Enter valid IP address', 'Duplicate value', lengths. */
export function validateRows(rows: readonly TDraftRow[]): TRowErrors {
  const result = ZIpWhitelistRowsSchema.safeParse(
    rows.map((row) => ({ ipAddress: row.ipAddress, description: row.description })),
  );
  const errors: TRowErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) put(errors, issue.path, issue.message);
  return errors;
}

/** The server's field errors ('items.2.ipAddress') as row errors. */
export function rowErrorsFromServer(fieldErrors: TFieldErrors | undefined): TRowErrors {
  const errors: TRowErrors = {};
  for (const [key, message] of Object.entries(fieldErrors ?? {})) {
    const match = /^items\.(\d+)\.(ipAddress|description)$/.exec(key);
    if (match) put(errors, [Number(match[1]), match[2]!], message);
  }
  return errors;
}

export function sameRows(rows: readonly TDraftRow[], saved: readonly TIpWhitelistItem[]) {
  return (
    rows.length === saved.length &&
    rows.every(
      (row, index) =>
        row.ipWhitelistId === saved[index]?.ipWhitelistId &&
        row.ipAddress.trim() === saved[index]?.ipAddress &&
        row.description.trim() === saved[index]?.description,
    )
  );
}
