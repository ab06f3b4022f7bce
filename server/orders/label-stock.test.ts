import { labelNumber } from './label-stock';

describe('labelNumber', () => {
  it('is the prefix and the next serial padded to the range\'s digits', () => {
    expect(labelNumber({ prefix: 'SF14000', serialDigits: 8, serialStart: 318001, usedCount: 4862 })).toBe('SF1400000322863');
    expect(labelNumber({ prefix: '1100', serialDigits: 9, serialStart: 588003001, usedCount: 0 })).toBe('1100588003001');
  });

  it('prints a serial longer than its digits as it is (docs/domain/printing.md, open points)', () => {
    expect(labelNumber({ prefix: 'X', serialDigits: 2, serialStart: 99, usedCount: 1 })).toBe('X100');
  });
});
