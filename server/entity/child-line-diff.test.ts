import { describe, expect, it } from 'vitest';
import { diffLines } from './child-line-diff';
import { lineFieldKey, lineMessage, lineProblems } from './child-line-errors';

describe('diffLines', () => {
  const existing = [{ id: 1, version: 1 }, { id: 2, version: 3 }, { id: 3, version: 1 }];

  it('inserts lines without an id, updates sent ones at their version, deletes the ones not sent', () => {
    const plan = diffLines(existing, [{ boxNo: 'new' }, { id: 2, version: 3, boxNo: 'B2' }]);
    expect(plan.inserts).toEqual([{ index: 0, line: { boxNo: 'new' } }]);
    expect(plan.updates).toEqual([{ index: 1, line: { id: 2, version: 3, boxNo: 'B2' }, id: 2, currentVersion: 3 }]);
    expect(plan.deletes).toEqual([1, 3]);
    expect(plan.foreign).toEqual([]);
  });

  it('an empty array deletes every line; no lines and nothing sent does nothing', () => {
    expect(diffLines(existing, []).deletes).toEqual([1, 2, 3]);
    expect(diffLines([], [])).toEqual({ inserts: [], updates: [], deletes: [], foreign: [] });
  });

  it('refuses ids that are not lines of this header, and an id sent twice', () => {
    const plan = diffLines(existing, [{ id: 99 }, { id: 1 }, { id: 1 }, { id: '2' }]);
    expect(plan.foreign.map((f) => [f.index, f.id])).toEqual([[0, 99], [2, 1], [3, '2']]);
    expect(plan.updates.map((u) => u.id)).toEqual([1]);
    expect(plan.deletes).toEqual([2, 3]);
  });
});

describe('line error names', () => {
  it('names the field by child key, 0-based index and field', () => {
    expect(lineFieldKey('boxes', 2, 'boxNo')).toBe('boxes[2].boxNo');
  });

  it('numbers the line from 1 in both languages', () => {
    expect(lineMessage('箱子', 2, '箱号：必填', 'zh')).toBe('箱子 第 3 行：箱号：必填');
    expect(lineMessage('Boxes', 0, 'Box no: required', 'en')).toBe('Boxes line 1: Box no: required');
  });

  it('maps a line\'s field problems under the line\'s names', () => {
    expect(lineProblems('goods', 'Goods', 1, { qty: 'must be ≥ 0', gName: 'required' }, 'en')).toEqual({
      fields: { 'goods[1].qty': 'must be ≥ 0', 'goods[1].gName': 'required' },
      details: ['Goods line 2: must be ≥ 0', 'Goods line 2: required'],
    });
  });
});
