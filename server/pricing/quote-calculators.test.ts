import { QUOTE_CALCULATORS } from './quote-calculators';

const calc = (entity: string, quote: Record<string, unknown>, lines: Record<string, unknown>[], params: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
  QUOTE_CALCULATORS[entity]!({ currency: '142', ...quote }, lines, params, lang);

describe('quote calculators', () => {
  it('prices a 2C parcel with its breakdown, in either language', () => {
    const bands = [{ weightFrom: '0', weightTo: '30', firstWeight: '1', firstPrice: '8', additionalUnit: '1', additionalPrice: '2' }];
    const zh = calc('customer.twoCFreightQuote', { chargeUnit: '0.5', volumeDivisor: 6000, fuelSurchargeRate: '10' }, bands, { weight: 2.2 });
    expect(zh).toMatchObject({ total: 13.2, currency: 'CNY' });
    expect('lines' in zh && zh.lines.map((l) => l.label)).toEqual(['实重', '计费重量', '重量段', '首重', '续重', '运费', '燃油附加费', '合计']);
    const en = calc('customer.twoCFreightQuote', { chargeUnit: 0.5, volumeDivisor: 6000, fuelSurchargeRate: 10 }, bands, { weight: 2.2 }, 'en');
    expect('lines' in en && en.lines.at(-1)).toEqual({ label: 'Total', value: '13.20 CNY' });
  });

  it('takes only the bands of the area asked, and says when there is none', () => {
    const bands = [
      { areaName: 'A', weightFrom: 0, weightTo: 30, firstWeight: 1, firstPrice: 4, additionalUnit: 1, additionalPrice: 1 },
      { areaName: 'B', weightFrom: 0, weightTo: 30, firstWeight: 1, firstPrice: 10, additionalUnit: 1, additionalPrice: 3 },
    ];
    expect(calc('customer.collectParcelQuote', { chargeUnit: 1 }, bands, { areaName: 'B', weight: 3 })).toMatchObject({ total: 16 });
    expect(calc('customer.collectParcelQuote', { chargeUnit: 1 }, bands, { areaName: 'C', weight: 3 })).toEqual({ refused: '报价中没有区域「C」' });
  });

  it('prices the other quotations by their own rule', () => {
    expect(calc('customer.twoBPickupQuote', {}, [{ pickupArea: '福田', vehicleType: 'TON', vehicleSize: '5T', tripPrice: 1200, includedWeight: 5000, overWeightPrice: 0.3 }],
      { pickupArea: '福田', vehicleType: 'TON', vehicleSize: '5T', weight: 5010 })).toMatchObject({ total: 1203 });
    expect(calc('customer.twoBDeliveryQuote', { minCharge: 300 }, [{ areaName: '深圳', quantityFrom: 0, quantityTo: 5, unitPrice: 120, deliveryFee: 150 }],
      { areaName: '深圳', quantity: 1 })).toMatchObject({ total: 300 });
    expect(calc('customer.twoBDeclarationFeeQuote', {}, [{ transportMode: 'AIR', declarationFee: 250, includedItems: 20, itemStep: 20, extraItemPrice: 60, includedPages: 1, extraPagePrice: 20 }],
      { transportMode: 'AIR', itemCount: 21 })).toMatchObject({ total: 310 });
    expect(calc('customer.withholdQuote', {}, [{ taxType: 'VAT', ratePercent: 1.5, minFee: 20, maxFee: 100 }], { taxType: 'VAT', taxAmount: 100000 })).toMatchObject({ total: 100 });
    expect(calc('customer.sundryFeeQuote', {}, [{ feeCode: 'CZF', unitPrice: 1.2, minCharge: 0 }], { feeCode: 'CZF', quantity: 100 })).toMatchObject({ total: 120 });
    expect(calc('customer.packingFeeQuote', {}, [{ material: 'BAG', spec: 'S', unitPrice: 0.35, labourPrice: 0.2 }], { material: 'BAG', spec: 'S', quantity: 100 })).toMatchObject({ total: 55 });
    expect(calc('customer.praiseCardQuote', { setupFee: 0 }, [{ quantityFrom: 0, quantityTo: 1000, unitPrice: 0.2 }], { quantity: 1001 }))
      .toEqual({ refused: '张数 1001 超出最后一个阶梯（1000）' });
  });
});
