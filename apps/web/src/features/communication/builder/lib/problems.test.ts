import { describe, expect, it } from 'vitest';
import { duplicated, moved } from './blocks';
import { blockProblems, columnProblems, fieldProblems, lineOf, otherProblems } from './problems';

const PROBLEMS = {
  'content.subject': 'Enter a subject',
  'content.design.blocks.3.text': 'Liquid: unclosed tag',
  'content.design.blocks.3.align': 'Invalid option',
  'content.design.blocks.2.columns.1.blocks.0.label': 'Liquid: unknown filter',
  'content.design.source': 'Line 12: mj-txt is not a known tag',
};

describe('problems by place', () => {
  it('marks top-level blocks, nested blocks of a column and a block own fields', () => {
    expect([...blockProblems(PROBLEMS)]).toEqual([
      [3, 'Liquid: unclosed tag'],
      [2, 'Liquid: unknown filter'],
    ]);
    expect([...columnProblems(PROBLEMS, 2, 1)]).toEqual([[0, 'Liquid: unknown filter']]);
    expect(columnProblems(PROBLEMS, 2, 0).size).toBe(0);
    expect(fieldProblems(PROBLEMS, 'content.design.blocks.3')).toEqual({
      text: 'Liquid: unclosed tag',
      align: 'Invalid option',
    });
    // A columns block's own fields do not include its nested blocks' problems.
    expect(fieldProblems(PROBLEMS, 'content.design.blocks.2')).toEqual({});
  });

  it('reads the line of a source problem and lists what has no place', () => {
    expect(lineOf('Line 12: mj-txt is not a known tag')).toBe(12);
    expect(lineOf('Something else')).toBeNull();
    expect(otherProblems(PROBLEMS, ['content.design.blocks', 'content.design.source'])).toEqual([
      ['content.subject', 'Enter a subject'],
    ]);
  });
});

describe('block list operations', () => {
  it('moves within bounds and duplicates after the original', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
    expect(duplicated(['a', 'b'], 0, (x) => `${x}2`)).toEqual(['a', 'a2', 'b']);
  });
});
