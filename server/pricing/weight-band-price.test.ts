import { chargeableWeight, findWeightBand, priceByWeightBands, type WeightBand } from './weight-band-price';

const bands: WeightBand[] = [
  { weightFrom: 0, weightTo: 0.5, firstWeight: 0.5, firstPrice: 5.5, additionalUnit: 0.5, additionalPrice: 0 },
  { weightFrom: 0.5, weightTo: 2, firstWeight: 0.5, firstPrice: 5.5, additionalUnit: 0.5, additionalPrice: 1.2 },
  { weightFrom: 2, weightTo: 30, firstWeight: 2, firstPrice: 9.1, additionalUnit: 1, additionalPrice: 2 },
];

describe('chargeableWeight', () => {
  it('rounds the actual weight up to the charge unit', () => {
    expect(chargeableWeight({ weight: 1.23 }, 0.5, 6000)).toEqual({ actual: 1.23, volumetric: 0, chargeable: 1.5 });
    expect(chargeableWeight({ weight: 1.5 }, 0.5, 6000).chargeable).toBe(1.5);
    expect(chargeableWeight({ weight: 0.31 }, 0.1, 0).chargeable).toBe(0.4);
  });
  it('takes the volumetric weight when it is heavier, and only with all three dimensions and a divisor', () => {
    expect(chargeableWeight({ weight: 1.2, length: 30, width: 20, height: 21 }, 0.5, 6000)).toEqual({ actual: 1.2, volumetric: 2.1, chargeable: 2.5 });
    expect(chargeableWeight({ weight: 1.2, length: 30, width: 20, height: null }, 0.5, 6000).chargeable).toBe(1.5);
    expect(chargeableWeight({ weight: 1.2, length: 30, width: 20, height: 21 }, 0.5, 0).chargeable).toBe(1.5);
  });
});

describe('priceByWeightBands', () => {
  it('finds the band with from < weight ≤ to, the first also taking 0', () => {
    expect(findWeightBand(bands, 0)).toBe(0);
    expect(findWeightBand(bands, 0.5)).toBe(0);
    expect(findWeightBand(bands, 0.6)).toBe(1);
    expect(findWeightBand(bands, 30)).toBe(2);
    expect(findWeightBand(bands, 30.5)).toBe(-1);
  });
  it('prices first weight plus the additional units, with the breakdown', () => {
    const price = priceByWeightBands(bands, 1.5, 6.5);
    expect(price).toMatchObject({ bandRow: 2, firstWeight: 0.5, firstPrice: 5.5, additionalUnits: 2, additionalPrice: 1.2, freight: 7.9, surcharge: 0.51, total: 8.41 });
    expect(priceByWeightBands(bands, 0.5)).toMatchObject({ bandRow: 1, additionalUnits: 0, freight: 5.5 });
    expect(priceByWeightBands(bands, 2)).toMatchObject({ bandRow: 2, additionalUnits: 3, freight: 9.1 });
    expect(priceByWeightBands(bands, 7)).toMatchObject({ bandRow: 3, additionalUnits: 5, freight: 19.1 });
  });
  it('reads numeric text and unsorted bands', () => {
    const text = [...bands].reverse().map((b) => Object.fromEntries(Object.entries(b).map(([k, v]) => [k, String(v)]))) as unknown as WeightBand[];
    expect(priceByWeightBands(text, 1.5)).toMatchObject({ bandRow: 2, freight: 7.9 });
  });
  it('says when the weight is above the last band', () => {
    expect(priceByWeightBands(bands, 31)).toEqual({ error: 'NO_BAND', weight: 31, maxWeight: 30 });
  });
});
