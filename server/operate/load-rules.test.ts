import { allowedDifference, closeRefusal, DEFAULT_TOLERANCE, mayGoOnto, toleranceOf } from './load-rules';

describe('load units', () => {
  it('puts smaller units onto bigger ones only', () => {
    expect(mayGoOnto('bag', 'pallet')).toBe(true);
    expect(mayGoOnto('bag', 'truck')).toBe(true);
    expect(mayGoOnto('pallet', 'flight')).toBe(true);
    expect(mayGoOnto('pallet', 'bag')).toBe(false);
    expect(mayGoOnto('pallet', 'pallet')).toBe(false);
    expect(mayGoOnto('truck', 'flight')).toBe(false);
    expect(mayGoOnto('crate', 'truck')).toBe(false);
  });

  it('allows 2 % of the scanned weight, but never less than 1 kg', () => {
    expect(allowedDifference(20, DEFAULT_TOLERANCE)).toBe(1);
    expect(allowedDifference(500, DEFAULT_TOLERANCE)).toBe(10);
  });

  it('closes when the pieces match and the weight is within the tolerance', () => {
    expect(closeRefusal({ pieces: 100, weight: 240.5 }, { pieces: 100, weight: 245 }, DEFAULT_TOLERANCE, 'zh')).toBeNull();
    expect(closeRefusal({ pieces: 3, weight: 4.2 }, { pieces: 3, weight: 5.2 }, DEFAULT_TOLERANCE, 'en')).toBeNull();
  });

  it('refuses other pieces, naming both figures', () => {
    expect(closeRefusal({ pieces: 100, weight: 240.5 }, { pieces: 99, weight: 240 }, DEFAULT_TOLERANCE, 'zh'))
      .toEqual({ field: 'countedPieces', message: '件数不符：已扫描装入 100 件，清点 99 件' });
  });

  it('refuses a weight off by more than the tolerance, naming both weights', () => {
    const refusal = closeRefusal({ pieces: 100, weight: 240.5 }, { pieces: 100, weight: 250 }, DEFAULT_TOLERANCE, 'zh');
    expect(refusal?.field).toBe('weighedWeight');
    expect(refusal?.message).toBe('重量超出允许误差（±4.81 kg：2% 或 1 kg 取大者）：已装 240.5 kg，过磅 250 kg');
    expect(closeRefusal({ pieces: 2, weight: 3 }, { pieces: 2, weight: 4.2 }, DEFAULT_TOLERANCE, 'en')?.message)
      .toBe('The weight is off by more than the tolerance (±1 kg: 2% or 1 kg, whichever is larger): 3 kg loaded, 4.2 kg on the weighbridge');
  });

  it('refuses an empty unit', () => {
    expect(closeRefusal({ pieces: 0, weight: 0 }, { pieces: 1, weight: 1 }, DEFAULT_TOLERANCE, 'en')?.message).toMatch(/Nothing is loaded/);
  });

  it('reads the tolerance from the parameters, keeping the default for what is blank or not a number', () => {
    expect(toleranceOf({ percent: '3', kg: '0.5' })).toEqual({ percent: 3, kg: 0.5 });
    expect(toleranceOf({ percent: ' ', kg: 'one' })).toEqual(DEFAULT_TOLERANCE);
    expect(toleranceOf({ percent: '-1' })).toEqual(DEFAULT_TOLERANCE);
  });
});
