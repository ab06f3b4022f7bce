import { roundMoney, roundUpTo, unitsCovering } from './round';

describe('round', () => {
  it('rounds money half away from zero and weights up to their step', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(unitsCovering(1.2000000001, 0.4)).toBe(3);
    expect(unitsCovering(0, 0.5)).toBe(0);
    expect(roundUpTo(0.7, 0.1)).toBe(0.7);
    expect(roundUpTo(1.01, 1)).toBe(2);
  });
});
