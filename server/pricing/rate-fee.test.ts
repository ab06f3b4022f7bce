import { rateFee } from './rate-fee';

describe('rateFee', () => {
  it('takes the rate, the minimum or the cap', () => {
    expect(rateFee(10000, 1.5, 20)).toEqual({ byRate: 150, fee: 150, applied: 'rate' });
    expect(rateFee(1000, 1.5, 20)).toEqual({ byRate: 15, fee: 20, applied: 'minimum' });
    expect(rateFee(100000, 1.5, 20, 800)).toEqual({ byRate: 1500, fee: 800, applied: 'cap' });
    expect(rateFee(100000, 1.5, 20, 0)).toMatchObject({ fee: 1500 });
  });
});
