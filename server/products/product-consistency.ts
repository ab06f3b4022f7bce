/**
 * Whether a service product's parts agree (docs/domain/products.md, "Service products"): its service type, the trade
 * mode and business type of its clearance method, and the business type of its logistics service type; and whether a
 * route may carry a product (2C routes carry 2C products only). Pure: the product hooks read the rows and ask here.
 */

/** The service types of a product, the same codes the 2C freight quote prices (`BONDED_2C`, `DIRECT_2C`). */
export type ServiceType = 'BONDED_2C' | 'DIRECT_2C' | 'GENERAL_2B' | 'EXPORT_2B';

/** The trade modes each service type is cleared under. */
export const TRADE_MODES_OF: Record<ServiceType, string[]> = {
  BONDED_2C: ['1210'],
  DIRECT_2C: ['9610'],
  GENERAL_2B: ['0110'],
  EXPORT_2B: ['9710', '9810'],
};

/** The business type (2C retail, 2B business) of a service type. */
export function businessTypeOf(serviceType: string): '2C' | '2B' {
  return serviceType.endsWith('_2C') ? '2C' : '2B';
}

/** A disagreement: the field to show it under, and the message in both languages. */
export interface Mismatch {
  field: string;
  zh: string;
  en: string;
}

/**
 * The first disagreement between a product's service type and its clearance method and logistics service type, or
 * null when they agree.
 * @example productMismatch('BONDED_2C', { tradeMode: '9610', businessType: '2C' }, { businessType: '2C' });
 * // { field: 'clearanceCode', zh: '保税2C 须用贸易方式 1210 的清关方式（所选为 9610）', … }
 */
export function productMismatch(
  serviceType: string,
  clearance: { tradeMode: string; businessType: string },
  logisticsType: { businessType: string },
  titles: { zh: string; en: string } = { zh: serviceType, en: serviceType },
): Mismatch | null {
  const modes = TRADE_MODES_OF[serviceType as ServiceType];
  if (modes && !modes.includes(clearance.tradeMode)) {
    return {
      field: 'clearanceCode',
      zh: `${titles.zh} 须用贸易方式 ${modes.join(' 或 ')} 的清关方式（所选为 ${clearance.tradeMode}）`,
      en: `${titles.en} is cleared under trade mode ${modes.join(' or ')} (the method chosen is ${clearance.tradeMode})`,
    };
  }
  const business = businessTypeOf(serviceType);
  if (logisticsType.businessType !== business) {
    return {
      field: 'typeCode',
      zh: `${titles.zh} 是 ${business} 产品，物流服务类型须为 ${business}（所选为 ${logisticsType.businessType}）`,
      en: `${titles.en} is a ${business} product: its logistics service type must be ${business} (the type chosen is ${logisticsType.businessType})`,
    };
  }
  return null;
}

/** Whether a 2C route may carry a product of this service type. */
export function carriesOnTwoCRoute(serviceType: string): boolean {
  return businessTypeOf(serviceType) === '2C';
}
