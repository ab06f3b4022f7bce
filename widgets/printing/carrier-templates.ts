/**
 * Which print template each carrier's e-waybill uses (spec 01 §3, "Print templates": 14 carriers, each mapped to a
 * template id). The spec names the carriers but gives neither their codes nor the ids: both are ours. Codes follow
 * the carrier demo rows (schemas/base/demo/carrier.json: SF, JD, with templates `SF-100x150`, `JD-100x150`) and the
 * carrier entity's rule (letters and digits, at most 20); a template id is `<code>-100x150`, the 100 × 150 mm label.
 * To use the real component's template ids, change them here and only here.
 */

export interface CarrierTemplate {
  /** The carrier's code (`carrierCode` of the carrier entity). */
  code: string;
  /** The carrier as spec 01 §3 names it. */
  name: string;
  templateId: string;
}

/** The 14 carriers of spec 01 §3, in the spec's order. */
export const CARRIER_TEMPLATES: readonly CarrierTemplate[] = Object.freeze(
  ([
    ['YTO', 'Yuantong'],
    ['ZTO', 'Zhongtong'],
    ['JD', 'JD'],
    ['YUNDA', 'Yunda'],
    ['BDT', 'Bada tong'],
    ['SF', 'SF'],
    ['RONGTONG', 'Rongtong'],
    ['SINOTRANS', 'Sinotrans'],
    ['HEAN', "He'an"],
    ['WEIQIU', 'Weiqiu'],
    ['HAISHENG', 'Haisheng'],
    ['HUAHUI', 'Huahui'],
    ['HUOLIFANG', 'Huolifang'],
    ['HEQIJIA', 'Heqijia'],
  ] as const).map(([code, name]) => Object.freeze({ code, name, templateId: `${code}-100x150` })),
);

const BY_CODE = new Map(CARRIER_TEMPLATES.map((carrier) => [carrier.code, carrier]));

/**
 * The template id of a carrier's e-waybill, by carrier code (case and surrounding spaces ignored), or undefined for
 * a carrier without one.
 * @example carrierTemplateId('sf'); // 'SF-100x150'
 * @example carrierTemplateId('EMS'); // undefined
 */
export function carrierTemplateId(carrierCode: unknown): string | undefined {
  if (typeof carrierCode !== 'string') return undefined;
  return BY_CODE.get(carrierCode.trim().toUpperCase())?.templateId;
}

/** The template of the test page the settings panel prints (not a carrier's). */
export const TEST_PAGE_TEMPLATE_ID = 'CLEARWAY-TEST-PAGE';
