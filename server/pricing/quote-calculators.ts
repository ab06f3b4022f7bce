/**
 * The quotations' price calculators (试算; docs/domain/quotations.md "Calculator"): given a quote's header, its lines
 * and a parcel or job (`params` of the `calculate` command), what it costs, with the breakdown a person checks it by.
 * One small function per kind of quotation over the shared pricing functions; pure (no database).
 */
import { roundMoney } from './round';
import { rateFee } from './rate-fee';
import { stepFee } from './step-fee';
import { priceByTier } from './tier-price';
import { chargeableWeight, priceByWeightBands, type WeightBand } from './weight-band-price';
import { inLanguage } from '../errors/in-language';

type Row = Record<string, unknown>;
type Lang = 'zh' | 'en';

/** One line of the breakdown, as shown: a label and its value. */
export interface BreakdownLine {
  label: string;
  value: string;
}

export type QuoteCalculation = { total: number; currency: string; lines: BreakdownLine[] } | { refused: string };

/** Prices one job by one quote (`lines`: the quote's lines as stored). */
export type QuoteCalculator = (quote: Row, lines: readonly Row[], params: Row, lang: Lang) => QuoteCalculation;

const CURRENCIES: Record<string, string> = { '142': 'CNY', '110': 'HKD', '502': 'USD', '300': 'EUR', '116': 'JPY', '303': 'GBP' };
const num = (value: unknown) => Number(value ?? 0) || 0;
const same = (a: unknown, b: unknown) => String(a ?? '').trim() === String(b ?? '').trim();

/** Labels and values in the person's language. */
class Breakdown {
  readonly lines: BreakdownLine[] = [];
  readonly currency: string;
  constructor(readonly lang: Lang, quote: Row) {
    this.currency = CURRENCIES[String(quote.currency ?? '142')] ?? String(quote.currency ?? '');
  }
  say(zh: string, en: string, value: string | number): this {
    this.lines.push({ label: inLanguage(this.lang, zh, en), value: String(value) });
    return this;
  }
  money(value: number): string {
    return `${value.toFixed(2)} ${this.currency}`;
  }
  done(total: number): QuoteCalculation {
    this.say('合计', 'Total', this.money(total));
    return { total: roundMoney(total), currency: this.currency, lines: this.lines };
  }
  text(zh: string, en: string): string {
    return inLanguage(this.lang, zh, en);
  }
}

const refused = (lang: Lang, zh: string, en: string): QuoteCalculation => ({ refused: inLanguage(lang, zh, en) });

/** The weight-band part shared by the 2C freight and the collection / delivery quotes. */
function byWeightBands(b: Breakdown, quote: Row, bands: readonly Row[], params: Row, surchargeRate: number): QuoteCalculation {
  const weights = chargeableWeight({ weight: num(params.weight), length: params.length as number, width: params.width as number, height: params.height as number },
    num(quote.chargeUnit), num(quote.volumeDivisor));
  b.say('实重', 'Actual weight', `${weights.actual} kg`);
  if (weights.volumetric) b.say('体积重', 'Volumetric weight', `${weights.volumetric} kg`);
  b.say('计费重量', 'Chargeable weight', `${weights.chargeable} kg`);
  const price = priceByWeightBands(bands as unknown as WeightBand[], weights.chargeable, surchargeRate);
  if ('error' in price) {
    return refused(b.lang, `计费重量 ${weights.chargeable} kg 超出最后一个重量段（${price.maxWeight} kg）`, `chargeable weight ${weights.chargeable} kg is above the last band (${price.maxWeight} kg)`);
  }
  b.say('重量段', 'Band', b.text(`第 ${price.bandRow} 行（${price.band.weightFrom}–${price.band.weightTo} kg）`, `row ${price.bandRow} (${price.band.weightFrom}–${price.band.weightTo} kg)`));
  b.say('首重', 'First weight', `${price.firstWeight} kg → ${b.money(price.firstPrice)}`);
  b.say('续重', 'Additional', `${price.additionalUnits} × ${price.band.additionalUnit} kg × ${price.additionalPrice} = ${b.money(roundMoney(price.additionalUnits * price.additionalPrice))}`);
  b.say('运费', 'Freight', b.money(price.freight));
  if (surchargeRate) b.say('燃油附加费', 'Fuel surcharge', `${surchargeRate}% = ${b.money(price.surcharge)}`);
  return b.done(price.total);
}

/** 2C运费报价: by chargeable weight and band, plus the fuel surcharge. */
const twoCFreight: QuoteCalculator = (quote, lines, params, lang) =>
  byWeightBands(new Breakdown(lang, quote), quote, lines, params, num(quote.fuelSurchargeRate));

/** 揽收派件报价: the bands of the area asked. */
const collectParcel: QuoteCalculator = (quote, lines, params, lang) => {
  const bands = lines.filter((line) => same(line.areaName, params.areaName));
  if (!bands.length) return refused(lang, `报价中没有区域「${String(params.areaName)}」`, `the quote has no area "${String(params.areaName)}"`);
  return byWeightBands(new Breakdown(lang, quote).say('区域', 'Area', String(params.areaName)), quote, bands, params, 0);
};

/** 2B中港提货报价: the trip of the area and vehicle, plus each kg over the weight included. */
const twoBPickup: QuoteCalculator = (quote, lines, params, lang) => {
  const line = lines.find((l) => same(l.pickupArea, params.pickupArea) && same(l.vehicleType, params.vehicleType) && same(l.vehicleSize, params.vehicleSize));
  if (!line) return refused(lang, `报价中没有「${String(params.pickupArea)}」${String(params.vehicleSize)} 的价格`, `the quote has no price for ${String(params.pickupArea)}, ${String(params.vehicleSize)}`);
  const b = new Breakdown(lang, quote);
  const fee = stepFee({ base: num(line.tripPrice), included: num(line.includedWeight), step: 1, stepPrice: num(line.overWeightPrice), quantity: num(params.weight) });
  b.say('每趟价格', 'Per trip', b.money(fee.base)).say('含重量', 'Weight included', `${num(line.includedWeight)} kg`);
  b.say('超重', 'Over weight', `${fee.extraSteps} kg × ${num(line.overWeightPrice)} = ${b.money(fee.extra)}`);
  return b.done(fee.total);
};

/** 2B派送报价: the area's tier of the quantity, its unit price for the whole quantity, plus its base fee; at least the minimum. */
const twoBDelivery: QuoteCalculator = (quote, lines, params, lang) => {
  const bands = lines.filter((line) => same(line.areaName, params.areaName))
    .map((line) => ({ quantityFrom: num(line.quantityFrom), quantityTo: num(line.quantityTo), unitPrice: num(line.unitPrice), baseFee: num(line.deliveryFee) }));
  if (!bands.length) return refused(lang, `报价中没有派送区域「${String(params.areaName)}」`, `the quote has no delivery area "${String(params.areaName)}"`);
  const price = priceByTier(bands, num(params.quantity), num(quote.minCharge));
  if ('error' in price) return refused(lang, `数量 ${price.quantity} 超出最后一个数量段（${price.maxQuantity}）`, `quantity ${price.quantity} is above the last band (${price.maxQuantity})`);
  const b = new Breakdown(lang, quote).say('派送区域', 'Area', String(params.areaName));
  b.say('数量段', 'Band', b.text(`第 ${price.tierRow} 行（${price.tier.quantityFrom}–${price.tier.quantityTo}）`, `row ${price.tierRow} (${price.tier.quantityFrom}–${price.tier.quantityTo})`));
  b.say('数量 × 单价', 'Quantity × unit price', `${price.quantity} × ${price.unitPrice} = ${b.money(roundMoney(price.quantity * price.unitPrice))}`);
  b.say('派送基础费', 'Base fee', b.money(price.baseFee));
  if (price.total > price.amount) b.say('最低收费', 'Minimum charge', b.money(price.minCharge));
  return b.done(price.total);
};

/** 2B报关费报价: the fee per declaration of the transport mode, plus the item steps and the pages above those included. */
const twoBDeclaration: QuoteCalculator = (quote, lines, params, lang) => {
  const line = lines.find((l) => same(l.transportMode, params.transportMode));
  if (!line) return refused(lang, `报价中没有运输方式 ${String(params.transportMode)} 的报关费`, `the quote has no fee for transport ${String(params.transportMode)}`);
  const b = new Breakdown(lang, quote);
  const items = stepFee({ base: num(line.declarationFee), included: num(line.includedItems), step: num(line.itemStep), stepPrice: num(line.extraItemPrice), quantity: num(params.itemCount) });
  const pages = stepFee({ base: 0, included: num(line.includedPages), step: 1, stepPrice: num(line.extraPagePrice), quantity: num(params.pageCount ?? 1) || 1 });
  b.say('报关费', 'Per declaration', b.money(items.base));
  b.say('加收品名', 'Extra items', `${items.extraSteps} × ${num(line.itemStep)} × ${num(line.extraItemPrice)} = ${b.money(items.extra)}`);
  b.say('续页费', 'Extra pages', `${pages.extraSteps} × ${num(line.extraPagePrice)} = ${b.money(pages.extra)}`);
  return b.done(items.total + pages.total);
};

/** 代扣账单报价: the rate of the tax withheld, at least the minimum, at most the cap. */
const withhold: QuoteCalculator = (quote, lines, params, lang) => {
  const line = lines.find((l) => same(l.taxType, params.taxType));
  if (!line) return refused(lang, `报价中没有税种 ${String(params.taxType)} 的费率`, `the quote has no rate for tax ${String(params.taxType)}`);
  const b = new Breakdown(lang, quote);
  const fee = rateFee(num(params.taxAmount), num(line.ratePercent), num(line.minFee), num(line.maxFee));
  b.say('代扣税额', 'Tax withheld', b.money(num(params.taxAmount)));
  b.say('按费率', 'By rate', `${num(line.ratePercent)}% = ${b.money(fee.byRate)}`);
  if (fee.applied === 'minimum') b.say('最低收费', 'Minimum fee', b.money(fee.fee));
  if (fee.applied === 'cap') b.say('封顶金额', 'Cap', b.money(fee.fee));
  return b.done(fee.fee);
};

/** A unit price × quantity, at least a minimum (杂费, 包装费). */
function perUnit(b: Breakdown, quantity: number, unitPrice: number, minimum: number): QuoteCalculation {
  const amount = roundMoney(quantity * unitPrice);
  b.say('数量 × 单价', 'Quantity × unit price', `${quantity} × ${unitPrice} = ${b.money(amount)}`);
  if (minimum > amount) b.say('最低收费', 'Minimum charge', b.money(minimum));
  return b.done(Math.max(amount, minimum));
}

/** 杂费报价: the fee type's unit price. */
const sundry: QuoteCalculator = (quote, lines, params, lang) => {
  const line = lines.find((l) => same(l.feeCode, params.feeCode));
  if (!line) return refused(lang, `报价中没有杂费类型 ${String(params.feeCode)}`, `the quote has no fee type ${String(params.feeCode)}`);
  return perUnit(new Breakdown(lang, quote).say('杂费类型', 'Fee type', String(params.feeCode)), num(params.quantity), num(line.unitPrice), num(line.minCharge));
};

/** 包装费报价: the material's price plus the labour, per unit. */
const packing: QuoteCalculator = (quote, lines, params, lang) => {
  const line = lines.find((l) => same(l.material, params.material) && same(l.spec, params.spec));
  if (!line) return refused(lang, `报价中没有 ${String(params.material)}「${String(params.spec)}」`, `the quote has no ${String(params.material)} "${String(params.spec)}"`);
  const b = new Breakdown(lang, quote).say('材料单价 + 人工费', 'Material + labour', `${num(line.unitPrice)} + ${num(line.labourPrice)}`);
  return perUnit(b, num(params.quantity), roundMoney(num(line.unitPrice) + num(line.labourPrice)), 0);
};

/** 好评卡费报价: the tier's price per card for the whole run, plus the setup fee. */
const praiseCard: QuoteCalculator = (quote, lines, params, lang) => {
  const price = priceByTier(lines.map((l) => ({ quantityFrom: num(l.quantityFrom), quantityTo: num(l.quantityTo), unitPrice: num(l.unitPrice) })), num(params.quantity));
  if ('error' in price) return refused(lang, `张数 ${price.quantity} 超出最后一个阶梯（${price.maxQuantity}）`, `${price.quantity} cards is above the last tier (${price.maxQuantity})`);
  const b = new Breakdown(lang, quote);
  b.say('数量阶梯', 'Tier', b.text(`第 ${price.tierRow} 行（${price.tier.quantityFrom}–${price.tier.quantityTo} 张）`, `row ${price.tierRow} (${price.tier.quantityFrom}–${price.tier.quantityTo} cards)`));
  b.say('张数 × 单价', 'Cards × unit price', `${price.quantity} × ${price.unitPrice} = ${b.money(price.amount)}`);
  const setup = num(quote.setupFee);
  if (setup) b.say('制版费', 'Setup fee', b.money(setup));
  return b.done(price.amount + setup);
};

/** The calculator of each quotation entity. */
export const QUOTE_CALCULATORS: Record<string, QuoteCalculator> = {
  'customer.twoCFreightQuote': twoCFreight,
  'customer.collectParcelQuote': collectParcel,
  'customer.twoBPickupQuote': twoBPickup,
  'customer.twoBDeliveryQuote': twoBDelivery,
  'customer.twoBDeclarationFeeQuote': twoBDeclaration,
  'customer.withholdQuote': withhold,
  'customer.sundryFeeQuote': sundry,
  'customer.packingFeeQuote': packing,
  'customer.praiseCardQuote': praiseCard,
};
