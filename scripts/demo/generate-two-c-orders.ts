/**
 * Writes schemas/order/demo/two-c-order.json: 420 2C orders of the demo tenant and a few of the harbor tenant, the
 * same every run (a seeded generator, a fixed "today" of 2026-11-26, no clock): orders of the customers that have
 * approved 2C freight quotes (schemas/customer/demo/two-c-freight-quote.json) and of a few that have none, on the
 * demo products and routes (schemas/product/demo/), in every status of the order's life (docs/domain/orders.md),
 * with goods lines from a catalogue of real-looking cross-border goods. Demo rows are written without the order's
 * write hook, so this script does what the hook would: order numbers, the route's site and carrier, goods control
 * (the review rule of schemas/order/demo/goods-control.json holds health foods for confirmation) and the freight,
 * priced by the quotes' bands with the server's own pricing functions. Run `npx tsx scripts/demo/generate-two-c-orders.ts`
 * after changing it (or the quotes), and commit the file it writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chargeableWeight, priceByWeightBands, type WeightBand } from '../../server/pricing/weight-band-price';
import { seededDraws } from './seeded-random';

const { random, pick, between, digits } = seededDraws(20261214);
const root = path.join(path.dirname(new URL(import.meta.url).pathname), '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

const TODAY = Date.UTC(2026, 10, 26, 4, 0, 0); // 2026-11-26 12:00 China time
const DAY = 86_400_000;
const CHINA = 8 * 3600_000;
const chinaDay = (t: number) => new Date(t + CHINA).toISOString().slice(0, 10);

interface Quote { quoteNo: string; customerCode: string; serviceType: string; carrierCode: string; chargeUnit: number; volumeDivisor: number; fuelSurchargeRate: number; validFrom: string; validTo: string; reviewState: string; bands: WeightBand[] }
const quotes: Record<string, Quote[]> = {};
for (const [tenant, rows] of Object.entries(readJson('schemas/customer/demo/two-c-freight-quote.json').rows as Record<string, Quote[]>)) quotes[tenant] = rows.filter((q) => q.reviewState === '1');

/** The freight as the server's priceTwoCOrder gives it (server/pricing/two-c-order-freight.ts). */
function price(tenant: string, order: { customerCode: string; serviceType: string; carrierCode: string; weight: number; length: number; width: number; height: number; day: string }) {
  const quote = quotes[tenant]!.filter((q) => q.customerCode === order.customerCode && q.serviceType === order.serviceType && q.carrierCode === order.carrierCode && q.validFrom <= order.day && q.validTo >= order.day)
    .sort((a, b) => b.validFrom.localeCompare(a.validFrom))[0];
  if (!quote) return { freight: null, quoteNo: null, chargeableWeight: null, priceRemark: `未计价：no approved 2C freight quote of ${order.customerCode} for ${order.serviceType} by ${order.carrierCode} valid on ${order.day}` };
  const weights = chargeableWeight(order, Number(quote.chargeUnit) || 0, Number(quote.volumeDivisor ?? 0));
  const priced = priceByWeightBands(quote.bands, weights.chargeable, Number(quote.fuelSurchargeRate ?? 0));
  if ('error' in priced) return { freight: null, quoteNo: null, chargeableWeight: null, priceRemark: `未计价：chargeable weight ${weights.chargeable} kg is above the last band of quote ${quote.quoteNo}` };
  return { freight: priced.total, quoteNo: quote.quoteNo, chargeableWeight: weights.chargeable, priceRemark: null };
}

/** product → service type; route → product, origin site, last-mile carrier (the in-use demo routes). */
const PRODUCTS: Record<string, string> = { BBCSTD: 'BONDED_2C', BBCEXP: 'BONDED_2C', BCECO: 'DIRECT_2C', BCSTD: 'DIRECT_2C', HBDIRECT: 'DIRECT_2C' };
const ROUTES = [
  ['R2C001', 'BBCSTD', '888888', 'SF'], ['R2C002', 'BBCSTD', 'SZ001', 'ZTO'], ['R2C003', 'BBCEXP', 'SZ001', 'SF'], ['R2C004', 'BCECO', '888888', 'YTO'],
  ['R2C005', 'BCECO', 'SZ001', 'EMS'], ['R2C006', 'BCSTD', '888888', 'JD'], ['R2C007', 'BCSTD', '888888', 'ZTO'],
] as const;
/** The customers with approved quotes, and a few without (their orders stay unpriced, saying why). */
const CUSTOMERS = ['DMC001', 'DMC001', 'DMC001', 'DMC002', 'DMC002', 'DMC003', 'DMC004', 'KH10001', 'KH10001', 'KH10002', 'KH10003', 'KH10012', 'KH10027'];
const SHOPS: Record<string, [string, string]> = {
  DMC001: ['1001', '优选海外旗舰店'], DMC002: ['1002', '海淘母婴专营店'], DMC003: ['1003', '东莞跨境优品店'], DMC004: ['1004', '杭州保税直营店'],
  KH10001: ['1005', '童趣海外专营店'], KH10002: ['1001', '嘉禾数码海外店'], KH10003: ['1006', '华信全球购'], KH10012: ['1002', '环球好物店'], KH10027: ['1003', '臻选进口店'],
};
const PLATFORMS = ['天猫国际', '京东国际', '抖音电商', '拼多多', '小红书'];

/** Goods: SKU, name, HS code, barcode, unit price (CNY), customs unit, origin country, net weight (kg). */
const GOODS = [
  ['SKU-A2-900', 'a2 Platinum 婴儿配方奶粉 3段 900g', '1901101000', '9421902960017', 258, '122', '609', 0.9],
  ['SKU-APT-800', '爱他美 Aptamil 婴儿奶粉 2段 800g', '1901101000', '4056631001226', 229, '122', '304', 0.8],
  ['SKU-SWISSE-FO', 'Swisse 深海鱼油软胶囊（保健食品）400粒', '2106909090', '9311770593069', 168, '142', '601', 0.45],
  ['SKU-BM-CA', 'Blackmores 钙+维生素D3（保健食品）200粒', '2106909090', '9300807286027', 139, '142', '601', 0.35],
  ['SKU-LAMER-60', 'La Mer 海蓝之谜 精华面霜 60ml', '3304990099', '0747930000112', 2380, '142', '502', 0.15],
  ['SKU-SK2-230', 'SK-II 护肤精华露 神仙水 230ml', '3304990099', '4979006070385', 1390, '142', '116', 0.4],
  ['SKU-EL-ANR', '雅诗兰黛 特润修护肌活精华露 50ml', '3304990099', '0887167485488', 780, '142', '502', 0.12],
  ['SKU-SHI-SUN', '资生堂 安热沙 防晒乳 60ml', '3304990099', '4909978112942', 198, '142', '116', 0.09],
  ['SKU-DYSON-HD', '戴森 Supersonic 吹风机 HD15', '8516310000', '5025155073349', 2990, '011', '132', 0.8],
  ['SKU-PH-TB', '飞利浦 电动牙刷 HX6730', '8509809000', '8710103818016', 399, '011', '309', 0.35],
  ['SKU-MERRIES-L', '花王 妙而舒 纸尿裤 L54片', '9619001100', '4901301230881', 119, '011', '116', 1.5],
  ['SKU-PIGEON-BT', '贝亲 宽口径玻璃奶瓶 240ml', '7013490000', '4902508011876', 99, '011', '116', 0.3],
  ['SKU-COACH-BAG', 'Coach 女士单肩包', '4202210090', '0191202817729', 1850, '011', '502', 0.7],
  ['SKU-NB-574', 'New Balance 574 运动鞋', '6404110090', '0194182358425', 599, '025', '502', 0.9],
  ['SKU-MANUKA', 'Comvita 康维他 麦卢卡蜂蜜 UMF10+ 500g', '0409000000', '9415142002155', 328, '035', '609', 0.5],
  ['SKU-KIEHL-125', '科颜氏 高保湿面霜 125ml', '3304990099', '3605970360757', 420, '142', '502', 0.2],
  ['SKU-LEGO-CLS', '乐高 经典创意积木盒 11013', '9503008900', '5702016913828', 269, '011', '309', 0.8],
  ['SKU-ZOJI-CUP', '象印 不锈钢保温杯 480ml', '9617001900', '4974305214283', 189, '011', '116', 0.3],
] as const;
const REVIEW_SKUS = new Set(['SKU-SWISSE-FO', 'SKU-BM-CA']);

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '马', '胡', '朱', '郭', '何', '林', '罗', '高'];
const GIVEN = ['芳', '敏', '静', '丽', '磊', '洋', '艳', '杰', '婷', '雪', '晨', '欣怡', '子涵', '思琪', '浩然', '雨轩', '佳琪', '梓萱', '宇航', '诗涵'];
/** Province, city, district, area code of the ID number, street names. */
const PLACES = [
  ['广东省', '深圳市', '南山区', '440305', ['科技园南路', '海德三道', '后海大道']], ['广东省', '广州市', '天河区', '440106', ['天河路', '珠江新城华夏路', '体育西路']],
  ['上海市', '上海市', '浦东新区', '310115', ['世纪大道', '张杨路', '陆家嘴环路']], ['北京市', '北京市', '朝阳区', '110105', ['建国路', '望京街', '三里屯路']],
  ['浙江省', '杭州市', '西湖区', '330106', ['文三路', '古墩路', '天目山路']], ['江苏省', '南京市', '鼓楼区', '320106', ['中山北路', '湖南路', '广州路']],
  ['四川省', '成都市', '锦江区', '510104', ['春熙路', '东大街', '红星路']], ['湖北省', '武汉市', '武昌区', '420106', ['中南路', '楚河汉街', '徐东大街']],
  ['福建省', '厦门市', '思明区', '350203', ['鹭江道', '湖滨南路', '莲前西路']], ['山东省', '青岛市', '市南区', '370202', ['香港中路', '山东路', '东海西路']],
] as const;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
function idNumber(area: string): string {
  const birth = `${between(1975, 2002)}${String(between(1, 12)).padStart(2, '0')}${String(between(1, 28)).padStart(2, '0')}`;
  const body = `${area}${birth}${digits(3)}`;
  const sum = body.split('').reduce((total, d, i) => total + Number(d) * ID_WEIGHTS[i]!, 0);
  return body + '10X98765432'[sum % 11];
}

/** A status by the order's age (days), as a parcel's life goes: old ones delivered, new ones still at the desk. */
function statusFor(age: number): string {
  const r = random();
  if (r < 0.025) return 'S990';
  if (r < 0.045) return 'S900';
  if (age <= 1) return r < 0.75 ? 'S100' : 'S200';
  if (age <= 3) return pick(['S100', 'S200', 'S200', 'S220', 'S300']);
  if (age <= 6) return pick(['S200', 'S220', 'S300', 'S310', 'S500', 'S500']);
  if (age <= 12) return pick(['S220', 'S310', 'S500', 'S600', 'S600', 'S600']);
  return r < 0.08 ? 'S910' : 'S600';
}

const seqByDay = new Map<string, number>();
const tailSeq = new Map<string, number>();
function order(tenant: string, index: number, customerCode: string, route: readonly [string, string, string, string]): Record<string, unknown> {
  // The harbor quote is valid from 2026-11-01.
  const age = tenant === 'harbor' ? between(0, 24) : Math.floor(random() * random() * 55);
  const orderTime = TODAY - age * DAY - between(0, 20 * 3600) * 1000;
  const day = chinaDay(orderTime);
  const compact = day.slice(2).replace(/-/g, '');
  const seq = (seqByDay.get(`${tenant}${compact}`) ?? 0) + 1;
  seqByDay.set(`${tenant}${compact}`, seq);
  const [routeCode, productCode, site, carrier] = route;
  const serviceType = PRODUCTS[productCode]!;
  const lineCount = random() < 0.6 ? 1 : random() < 0.7 ? 2 : 3;
  const chosen = new Set<number>();
  while (chosen.size < lineCount) chosen.add(Math.floor(random() * GOODS.length));
  const goods = [...chosen].map((g, i) => {
    const [itemNo, itemName, hsCode, barCode, unitPrice, unit, country, netWeight] = GOODS[g]!;
    const qty = itemNo.startsWith('SKU-A2') || itemNo.startsWith('SKU-APT') ? between(1, 4) : between(1, 3);
    return { gnum: i + 1, itemNo, itemName, barCode, hsCode, gmodel: null, qty, unit, price: unitPrice, country, netWeight: Math.round(netWeight * qty * 1000) / 1000 };
  });
  const net = goods.reduce((total, line) => total + line.netWeight, 0);
  const weight = Math.round((net * 1.15 + 0.1) * 1000) / 1000;
  const [length, width, height] = [between(20, 45), between(15, 35), between(8, 25)];
  let orderStatus = statusFor(age);
  const held = goods.some((line) => REVIEW_SKUS.has(line.itemNo));
  let reviewState = held && orderStatus === 'S100' ? '0' : '1';
  if (held && orderStatus === 'S100' && random() < 0.15) { reviewState = '2'; orderStatus = 'S990'; }
  const priced = price(tenant, { customerCode, serviceType, carrierCode: carrier, weight, length, width, height, day });
  const putIn = !['S100', 'S990'].includes(orderStatus) ? orderTime + between(6, 40) * 3600_000 : null;
  const labelled = ['S500', 'S600', 'S910'].includes(orderStatus) || (['S200', 'S220', 'S310', 'S900'].includes(orderStatus) && random() < 0.5);
  const tailKey = `${carrier}${compact}`;
  const tailNo = labelled ? `${tailKey}${String((tailSeq.set(tailKey, (tailSeq.get(tailKey) ?? 0) + 1), tailSeq.get(tailKey)!)).padStart(6, '0')}` : null;
  const [province, city, district, area, streets] = pick(PLACES);
  const [ebpCode, shopName] = SHOPS[customerCode] ?? ['1001', '海外旗舰店'];
  const platform = pick(PLATFORMS);
  const controlRule = held ? 'GC002「保健食品人工确认」' : null;
  return {
    // The harbor tenant numbers its orders with its own prefix (tests tell its rows from the demo tenant's by HB).
    orderCode: `${tenant === 'harbor' ? 'HB' : 'CW'}${compact}${String(seq).padStart(6, '0')}`,
    customerOrderNo: `${platform === '京东国际' ? 'JD' : platform === '天猫国际' ? 'TM' : platform === '抖音电商' ? 'DY' : platform === '拼多多' ? 'PDD' : 'XHS'}${compact}${digits(8)}`,
    customerCode, productCode, routeCode,
    source: pick(['import', 'import', 'import', 'pool', 'pool', 'manual', 'api', 'etk']),
    orderTime: new Date(orderTime).toISOString(),
    trackingNo: `CL${compact}${String(index + 1).padStart(6, '0')}${tenant === 'harbor' ? 'H' : ''}`,
    tailCarrierCode: carrier, tailTrackingNo: tailNo, tailPrintCount: tailNo ? between(1, 2) : 0,
    tailPrintedAt: tailNo && putIn ? new Date(putIn + 2 * 3600_000).toISOString() : null,
    ebpCode, shopName: `${platform} ${shopName}`,
    consignee: pick(SURNAMES) + pick(GIVEN), consigneeTelephone: `1${pick(['38', '39', '59', '86', '88', '35', '37'])}${digits(8)}`, consigneeIdNumber: idNumber(area),
    consigneeProvince: province, consigneeCity: city, consigneeDistrict: district,
    consigneeAddress: `${pick(streets)}${between(1, 399)}号${pick(['', `${between(1, 30)}栋`, '大厦'])}${between(101, 2808)}室`,
    packages: 1, weight, length, width, height, currency: '142',
    ...priced,
    orderStatus, reviewState,
    reviewRemark: reviewState === '2' ? '保健食品缺少备案凭证，订单不予接收' : null,
    controlResult: held ? 'review' : 'pass',
    controlRemark: held ? `第 ${goods.findIndex((line) => REVIEW_SKUS.has(line.itemNo)) + 1} 行命中管控规则 ${controlRule}（人工确认）` : null,
    repeatGroupCode: null, ownerSiteCode: site,
    putInAt: putIn ? new Date(putIn).toISOString() : null,
    remark: orderStatus === 'S990' && reviewState !== '2' ? '取消原因：客户申请取消' : orderStatus === 'S900' ? '海关查验，待补充资料' : null,
    goods,
  };
}

const demo: Record<string, unknown>[] = [];
for (let i = 0; i < 420; i++) demo.push(order('demo', i, pick(CUSTOMERS), pick(ROUTES)));
demo.sort((a, b) => String(a.orderCode).localeCompare(String(b.orderCode)));
const harbor = Array.from({ length: 12 }, (_, i) => order('harbor', i, 'HBC001', ['HBR001', 'HBDIRECT', 'HB001', 'HBKERRY'] as const));
harbor.sort((a, b) => String(a.orderCode).localeCompare(String(b.orderCode)));

const line = (row: Record<string, unknown>) => `      ${JSON.stringify(row)}`;
const text = `{
  "$schema": "../../../server/seed/demo-rows.schema.json",
  "entity": "order.twoCOrder",
  "rows": {
    "demo": [
${demo.map(line).join(',\n')}
    ],
    "harbor": [
${harbor.map(line).join(',\n')}
    ]
  }
}
`;
const target = path.join(root, 'schemas/order/demo/two-c-order.json');
fs.writeFileSync(target, text);
const count = (rows: Record<string, unknown>[], key: string) => Object.entries(rows.reduce<Record<string, number>>((acc, row) => ({ ...acc, [String(row[key])]: (acc[String(row[key])] ?? 0) + 1 }), {})).sort().map(([k, v]) => `${k} ${v}`).join(', ');
console.log(`wrote ${demo.length} + ${harbor.length} orders to ${path.relative(process.cwd(), target)}: ${count(demo, 'orderStatus')}; review ${count(demo, 'reviewState')}; priced ${demo.filter((r) => r.freight !== null).length}`);
