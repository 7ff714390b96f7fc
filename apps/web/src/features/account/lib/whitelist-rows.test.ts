import { describe, expect, it } from 'vitest';
import { MSG } from '@resonate/contracts/messages';
import {
  rowErrorsFromServer,
  sameRows,
  toDraft,
  toRequestItems,
  validateRows,
  type TDraftRow,
} from './whitelist-rows';

const row = (ipAddress: string, description = '', ipWhitelistId?: number): TDraftRow => ({
  key: `${ipAddress}-${ipWhitelistId}`,
  ipAddress,
  description,
  ipWhitelistId,
});
const saved = (id: number, ipAddress: string) => ({
  ipWhitelistId: id,
  ipAddress,
  description: '',
  updatedAt: '2026-11-22T10:00:00.000Z',
});

describe('validateRows', () => {
  it('accepts valid, distinct addresses', () => {
    expect(validateRows([row('10.0.0.1'), row('192.168.1.20', 'Office')])).toEqual({});
  });

  it.each(['', '10.0.0.0', '10.0.0.255', '0.1.2.3', '224.0.0.1', '10.01.0.1', '1.2.3', 'abc'])(
    "puts 'Enter valid IP address' under %j",
    (address) => {
      expect(validateRows([row('10.0.0.1'), row(address)])).toEqual({
        1: { ipAddress: MSG.ipAddressInvalid },
      });
    },
  );

  it("puts 'Duplicate value' under every later copy, trimmed, and leaves the first clean", () => {
    expect(
      validateRows([row('10.0.0.1'), row('10.0.0.2'), row(' 10.0.0.1 '), row('10.0.0.2')]),
    ).toEqual({ 2: { ipAddress: MSG.duplicateValue }, 3: { ipAddress: MSG.duplicateValue } });
  });

  it('reports a bad row and a duplicate together', () => {
    expect(validateRows([row('10.0.0.1'), row('10.0.0.0'), row('10.0.0.1')])).toEqual({
      1: { ipAddress: MSG.ipAddressInvalid },
      2: { ipAddress: MSG.duplicateValue },
    });
  });

  it('bounds the description', () => {
    expect(validateRows([row('10.0.0.1', 'x'.repeat(201))])).toEqual({
      0: { description: MSG.maxChars(200) },
    });
  });
});

describe('toRequestItems', () => {
  it('keeps ids, trims, and gives a re-added address its removed entry back', () => {
    const stored = [saved(1, '10.0.0.1'), saved(2, '10.0.0.2')];
    const rows = [row('10.0.0.2', ' Office ', 2), row(' 10.0.0.1 '), row('10.0.0.3')];
    expect(toRequestItems(rows, stored)).toEqual([
      { ipWhitelistId: 2, ipAddress: '10.0.0.2', description: 'Office' },
      { ipWhitelistId: 1, ipAddress: '10.0.0.1', description: '' },
      { ipAddress: '10.0.0.3', description: '' },
    ]);
  });
});

describe('rowErrorsFromServer and sameRows', () => {
  it("reads 'items.N.field' keys and ignores the rest", () => {
    expect(
      rowErrorsFromServer({ 'items.1.ipAddress': MSG.ipAddressExists, clientId: 'x' }),
    ).toEqual({ 1: { ipAddress: MSG.ipAddressExists } });
  });

  it('tells an edited table from the saved one', () => {
    const stored = [saved(1, '10.0.0.1')];
    expect(sameRows(toDraft(stored), stored)).toBe(true);
    expect(sameRows([row('10.0.0.9', '', 1)], stored)).toBe(false);
    expect(sameRows([], stored)).toBe(false);
  });
});
