import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  copyName,
  isCalendarDate,
  ZListCommunicationsRequestSchema,
} from './communication-list.ts';
import { STATUS } from './communication-status.ts';

describe('allowedActions', () => {
  it('offers what each status allows, and only restore on an archived row', () => {
    expect(allowedActions({ status: STATUS.sending, archived: false })).toEqual([
      'open',
      'duplicate',
      'pause',
      'cancel',
    ]);
    expect(allowedActions({ status: STATUS.paused, archived: false })).toEqual([
      'open',
      'duplicate',
      'resume',
      'cancel',
      'archive',
    ]);
    expect(allowedActions({ status: STATUS.draft, archived: false })).toEqual([
      'open',
      'duplicate',
      'archive',
    ]);
    expect(allowedActions({ status: STATUS.pending_approval, archived: false })).toEqual([
      'open',
      'duplicate',
      'cancel',
    ]);
    expect(allowedActions({ status: STATUS.sent, archived: true })).toEqual([
      'open',
      'duplicate',
      'restore',
    ]);
  });
});

describe('copyName', () => {
  it('prefixes "Copy of" and cuts whole characters to the maximum', () => {
    expect(copyName('Spring', 100)).toBe('Copy of Spring');
    expect(copyName('ab cdef', 10)).toBe('Copy of ab');
    expect(copyName('😀😀😀', 9)).toBe('Copy of 😀');
  });
});

describe('GetCommunications request', () => {
  it('takes real days in order only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-31')).toBe(false);
    const parse = (body: object) => ZListCommunicationsRequestSchema.safeParse(body).success;
    expect(parse({ from: '2026-10-01', to: '2026-10-01' })).toBe(true);
    expect(parse({ from: '2026-10-02', to: '2026-10-01' })).toBe(false);
    expect(parse({ to: '2026-13-01' })).toBe(false);
  });
});
