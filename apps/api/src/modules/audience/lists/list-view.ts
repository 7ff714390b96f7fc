import type { TListDetail, TListSummary } from '@resonate/contracts/audience/lists';
import type { TListRow } from './list-repository.ts';

const DAY_MS = 86_400_000;

/** Whole days until an ad-hoc list expires, counting a started day as one; never below 0. */
export function daysLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}

/** The row as tables show it; a dynamic list's count is never stored, so it is null here. */
export function toListSummary(row: TListRow, now = new Date()): TListSummary {
  return {
    listId: row.id,
    name: row.name,
    kind: row.kind,
    source: row.source,
    memberCount: row.kind === 'dynamic' ? null : row.member_count,
    expiresAt: row.expires_at?.toISOString() ?? null,
    daysLeft: row.expires_at ? daysLeft(row.expires_at, now) : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toListDetail(row: TListRow): TListDetail {
  return { ...toListSummary(row), rule: row.kind === 'dynamic' ? row.rule : null };
}
