import { isMainlandMobile } from './mainland-mobile';

describe('isMainlandMobile', () => {
  it.each([
    ['13812345678', true],
    ['19912345678', true],
    ['13000000000', true],
    ['12812345678', false],
    ['10812345678', false],
    ['23812345678', false],
    ['1381234567', false],
    ['138123456789', false],
    ['', false],
    [' 13812345678', false],
    ['138 1234 5678', false],
    ['+8613812345678', false],
    ['１３８１２３４５６７８', false],
    ['1381234567a', false],
  ])('%j → %s', (value, valid) => {
    expect(isMainlandMobile(value)).toBe(valid);
  });
  it('reads a number as its digits and fails for other values', () => {
    expect(isMainlandMobile(13812345678)).toBe(true);
    expect(isMainlandMobile(null)).toBe(false);
    expect(isMainlandMobile({})).toBe(false);
  });
});
