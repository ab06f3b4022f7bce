import { compareValues, sortRows } from './locale-sort';

describe('compareValues', () => {
  it('compares numbers numerically, not as text', () => {
    expect([10, 9, 100].sort(compareValues)).toEqual([9, 10, 100]);
  });

  it('compares Chinese strings by the Chinese locale (pinyin), not by code point', () => {
    expect(['上海', '北京', '广州'].sort(compareValues)).toEqual(['北京', '广州', '上海']);
    expect(['b', 'a', 'C'].sort(compareValues)).toEqual(['a', 'b', 'C']);
  });

  it('puts null and undefined last', () => {
    expect([null, 2, undefined, 1].sort(compareValues)).toEqual([1, 2, null, undefined]);
    expect(compareValues(null, undefined)).toBe(0);
  });

  it('compares dates by time', () => {
    expect(compareValues(new Date(2), new Date(1))).toBeGreaterThan(0);
  });
});

describe('sortRows', () => {
  const rows = [
    { name: '上海', qty: 3 },
    { name: '北京', qty: null },
    { name: '广州', qty: 10 },
    { name: '深圳', qty: 3 },
  ];

  it('returns a new array and leaves the input alone', () => {
    const before = [...rows];
    const sorted = sortRows(rows, 'qty', 'ascend');
    expect(sorted).not.toBe(rows);
    expect(rows).toEqual(before);
  });

  it('sorts ascending and descending, keeping empty values last and ties in order', () => {
    expect(sortRows(rows, 'qty', 'ascend').map((r) => r.name)).toEqual(['上海', '深圳', '广州', '北京']);
    expect(sortRows(rows, 'qty', 'descend').map((r) => r.name)).toEqual(['广州', '上海', '深圳', '北京']);
  });

  it('sorts strings in Chinese order', () => {
    expect(sortRows(rows, 'name', 'ascend').map((r) => r.name)).toEqual(['北京', '广州', '上海', '深圳']);
    expect(sortRows(rows, 'name', 'descend').map((r) => r.name)).toEqual(['深圳', '上海', '广州', '北京']);
  });
});
