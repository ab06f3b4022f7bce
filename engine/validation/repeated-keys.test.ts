import { repeatedKeys } from './repeated-keys';

describe('repeatedKeys', () => {
  it('pairs each later line with the first one holding its key, over one field or several', () => {
    expect(repeatedKeys([{ gNum: 1 }, { gNum: 2 }, { gNum: 1 }, { gNum: '1' }], ['gNum'])).toEqual([{ index: 2, first: 0 }, { index: 3, first: 0 }]);
    expect(repeatedKeys([{ a: 1, b: 'x' }, { a: 1, b: 'y' }, { a: 1, b: 'x' }], ['a', 'b'])).toEqual([{ index: 2, first: 0 }]);
  });

  it('makes no key of an empty part', () => {
    expect(repeatedKeys([{ gNum: null }, { gNum: null }, { gNum: '' }, {}], ['gNum'])).toEqual([]);
  });
});
