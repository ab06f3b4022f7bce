import { describe, expect, it } from 'vitest';
import { descendantIds, wouldCycle } from './tree-cycle';

// 1 → 2 → 3, 1 → 4; 5 alone
const parents = new Map<number, number | null>([[1, null], [2, 1], [3, 2], [4, 1], [5, null]]);

describe('wouldCycle', () => {
  it('refuses a node as its own parent', () => expect(wouldCycle(2, 2, parents)).toBe(true));
  it('refuses a move under its own descendant', () => expect(wouldCycle(1, 3, parents)).toBe(true));
  it('allows a move elsewhere, or to the root', () => {
    expect(wouldCycle(3, 4, parents)).toBe(false);
    expect(wouldCycle(2, 5, parents)).toBe(false);
    expect(wouldCycle(2, null, parents)).toBe(false);
  });
  it('stops on a loop already in the data', () => {
    expect(wouldCycle(9, 7, new Map([[7, 8], [8, 7]]))).toBe(false);
  });
});

describe('descendantIds', () => {
  it('lists every node below', () => expect([...descendantIds(1, parents)].sort()).toEqual([2, 3, 4]));
  it('is empty for a leaf', () => expect(descendantIds(3, parents).size).toBe(0));
});
