import { describe, expect, it } from 'vitest';
import { splitIdentifiers, ZAddListMembersRequestSchema } from './list-members.ts';
import { ZCreateListRequestSchema, ZListNameInputSchema, ZListSearchSchema } from './lists.ts';

describe('list contracts', () => {
  it('checks list names as spec section 5 says, and refuses NUL', () => {
    expect(ZListNameInputSchema.parse('  VIP customers ')).toBe('VIP customers');
    expect(ZListNameInputSchema.safeParse('ab').error?.issues[0]?.message).toBe(
      'Min. 3 characters',
    );
    expect(ZListNameInputSchema.safeParse('bad\u0000name').error?.issues[0]?.message).toBe(
      'Contains an invalid character',
    );
    expect(ZListSearchSchema.safeParse('x\u0000').success).toBe(false);
  });

  it('creates from a selection or a dynamic list, not both', () => {
    const both = ZCreateListRequestSchema.safeParse({
      name: 'Both',
      contactIds: [1],
      fromDynamicListId: 2,
    });
    expect(both.error?.issues[0]?.message).toBe(
      'Create a list from selected contacts or from a dynamic list, not both',
    );
    expect(ZCreateListRequestSchema.parse({ name: 'Empty list' }).kind).toBe('target');
  });

  it('splits pasted identifiers on lines, commas and semicolons, once each', () => {
    expect(
      splitIdentifiers(' a@example.com\r\n\n+447700900123, b@example.com;a@example.com '),
    ).toEqual(['a@example.com', '+447700900123', 'b@example.com']);
  });

  it('needs something to add', () => {
    const empty = ZAddListMembersRequestSchema.safeParse({ listId: 1, identifiers: [] });
    expect(empty.error?.issues[0]?.message).toBe(
      'Choose contacts or paste emails or mobile numbers',
    );
  });
});
