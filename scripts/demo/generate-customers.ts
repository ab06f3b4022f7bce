/**
 * Writes schemas/base/demo/customer.json: 300 customers of the demo tenant and a handful of the harbor tenant, the
 * same every run (a seeded generator, no clock, no randomness): mainland company names as a registry prints them
 * (city + brand + trade + 有限公司), with their English names, valid unified social credit codes, mainland mobiles,
 * salesmen and sites of the demo employees and sites. Run `npx tsx scripts/demo/generate-customers.ts` after changing
 * it, and commit the file it writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { socialCreditCheckCharacter } from '../../engine/validation/social-credit-code';
import { seededDraws } from './seeded-random';

const { random, pick, digits } = seededDraws(20261126);

/** City, its English name and its administrative area code (the credit code's digits 3–8). */
const CITIES = [
  ['深圳', 'Shenzhen', '440300'], ['广州', 'Guangzhou', '440100'], ['东莞', 'Dongguan', '441900'], ['佛山', 'Foshan', '440600'],
  ['杭州', 'Hangzhou', '330100'], ['宁波', 'Ningbo', '330200'], ['义乌', 'Yiwu', '330782'], ['上海', 'Shanghai', '310000'],
  ['厦门', 'Xiamen', '350200'], ['苏州', 'Suzhou', '320500'], ['青岛', 'Qingdao', '370200'], ['郑州', 'Zhengzhou', '410100'],
] as const;
/** Brand syllables with their pinyin. */
const BRANDS = [
  ['优品汇', 'Youpinhui'], ['海淘通', 'Haitaotong'], ['环球购', 'Huanqiugou'], ['鑫达', 'Xinda'], ['华信', 'Huaxin'], ['嘉禾', 'Jiahe'],
  ['远航', 'Yuanhang'], ['卓越', 'Zhuoyue'], ['锦程', 'Jincheng'], ['恒通', 'Hengtong'], ['星辰', 'Xingchen'], ['博雅', 'Boya'],
  ['千帆', 'Qianfan'], ['万邦', 'Wanbang'], ['瑞丰', 'Ruifeng'], ['金桥', 'Jinqiao'], ['盛世', 'Shengshi'], ['云帆', 'Yunfan'],
  ['悦购', 'Yuegou'], ['美家', 'Meijia'], ['童趣', 'Tongqu'], ['绿源', 'Lvyuan'], ['臻选', 'Zhenxuan'], ['橙心', 'Chengxin'],
  ['蓝鲸', 'Lanjing'], ['启航', 'Qihang'], ['润泽', 'Runze'], ['通达', 'Tongda'], ['易购', 'Yigou'], ['佳美', 'Jiamei'],
] as const;
/** Trade, its English words, and the customer type a company in it usually is. */
const TRADES = [
  ['跨境电子商务', 'Cross-border E-commerce', 'ecommerce'], ['电子商务', 'E-commerce', 'ecommerce'], ['母婴用品', 'Mother & Baby Products', 'ecommerce'],
  ['美妆', 'Cosmetics', 'ecommerce'], ['进出口贸易', 'Import & Export Trading', 'trade'], ['国际贸易', 'International Trading', 'trade'],
  ['供应链管理', 'Supply Chain Management', 'trade'], ['电子科技', 'Electronic Technology', 'ecommerce'], ['服饰', 'Apparel', 'ecommerce'],
  ['食品', 'Food', 'trade'], ['家居用品', 'Home Products', 'ecommerce'], ['保健品', 'Health Products', 'trade'],
] as const;
const SURNAMES = ['陈', '林', '黄', '张', '李', '王', '刘', '吴', '郑', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '罗', '梁', '谢'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '涛', '明', '超', '秀英', '晓燕', '志强', '建华', '海燕', '俊杰', '嘉怡', '子轩'];
const PERSONS = ['张伟', '李娜', '王芳', '刘洋', '陈静', '杨帆', '赵磊', '黄敏', '周杰', '吴婷'];
const SALESMEN = ['E2001', 'E2005', 'E2007', 'E2002', null] as const;
const SITES = ['888888', '888888', 'SZ001', 'SZ001', 'HK001', 'DG001'] as const;
/** Balance types of the demo tenant (schemas/base/demo/balance-type.json). */
const BALANCE = ['PREPAID', 'PREPAID', 'MONTH', 'MONTH', 'HALF', 'CASH', 'WEEK'] as const;
const LIMITS = [0, 50000, 100000, 200000, 300000, 500000, 1000000];
const MOBILE_PREFIXES = ['135', '136', '137', '138', '139', '150', '151', '152', '158', '159', '177', '180', '186', '188', '189', '199'];
const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** A unified social credit code: 91 (a company registered with the market regulator), the area, 9 characters, the check. */
function creditCode(area: string): string {
  const organisation = Array.from({ length: 9 }, (_, i) => (i < 8 ? String(Math.floor(random() * 10)) : pick([...CODE_CHARS]))).join('');
  const first17 = `91${area}${organisation}`;
  return first17 + socialCreditCheckCharacter(first17);
}

function demoCustomer(index: number, used: Set<string>): Record<string, unknown> {
  let name: string;
  let parts: { city: (typeof CITIES)[number]; brand: (typeof BRANDS)[number]; trade: (typeof TRADES)[number] };
  do {
    parts = { city: pick(CITIES), brand: pick(BRANDS), trade: pick(TRADES) };
    name = `${parts.city[0]}${parts.city[0].length === 2 && parts.city[0] !== '义乌' ? '市' : ''}${parts.brand[0]}${parts.trade[0]}有限公司`;
  } while (used.has(name));
  used.add(name);
  const personal = index % 29 === 7;
  const contact = `${pick(SURNAMES)}${pick(GIVEN)}`;
  const type = personal ? 'personal' : parts.trade[2];
  const person = pick(PERSONS);
  return {
    customerCode: `KH${10001 + index}`,
    customerName: personal ? `${person}（个人卖家）` : name,
    customerNameEn: personal ? null : `${parts.city[1]} ${parts.brand[1]} ${parts.trade[1]} Co., Ltd.`,
    shortName: personal ? person : parts.brand[0],
    customerType: type,
    creditCode: personal ? null : creditCode(parts.city[2]),
    contactName: personal ? person : contact,
    mobile: `${pick(MOBILE_PREFIXES)}${digits(8)}`,
    email: personal ? null : `${['service', 'sales', 'ops', 'finance', 'admin'][index % 5]}@${parts.brand[1].toLowerCase()}${index % 7 === 0 ? 'global' : ''}.cn`,
    balanceType: pick(BALANCE),
    creditLimit: pick(LIMITS),
    salesManCode: pick(SALESMEN),
    ownerSiteCode: pick(SITES),
    auditState: 1,
    status: index % 17 === 3 ? '2' : index % 11 === 4 ? '0' : '1',
    remark: index % 13 === 0 ? pick(['月结客户，账期 30 天', '大促期间单量翻倍，提前备仓', '仅走保税备货模式', '需开具增值税专用发票']) : null,
  };
}

const HARBOR = [
  { customerCode: 'HBC101', customerName: 'Harbor Retail Ltd', customerNameEn: 'Harbor Retail Ltd', shortName: 'Harbor Retail', customerType: 'trade', creditCode: null, contactName: 'Mr Chan', mobile: '13760000101', email: 'ops@harborretail.hk', balanceType: 'MONTH', creditLimit: 200000, salesManCode: 'H2001', ownerSiteCode: 'HB001', auditState: 1, status: '1', remark: null },
  { customerCode: 'HBC102', customerName: 'Kowloon Gadgets Co.', customerNameEn: 'Kowloon Gadgets Co.', shortName: 'KG', customerType: 'ecommerce', creditCode: null, contactName: 'Ms Wong', mobile: '13760000102', email: 'sales@kowloongadgets.hk', balanceType: 'WEEK', creditLimit: 0, salesManCode: 'H2001', ownerSiteCode: 'HB001', auditState: 1, status: '1', remark: null },
  { customerCode: 'HBC103', customerName: 'Lantau Fresh Foods', customerNameEn: 'Lantau Fresh Foods', shortName: 'Lantau Fresh', customerType: 'trade', creditCode: null, contactName: 'Mr Lee', mobile: '13760000103', email: null, balanceType: 'MONTH', creditLimit: 50000, salesManCode: null, ownerSiteCode: 'HB001', auditState: 1, status: '0', remark: null },
  { customerCode: 'HBC104', customerName: 'Tsim Sha Tsui Beauty', customerNameEn: 'Tsim Sha Tsui Beauty', shortName: 'TST Beauty', customerType: 'ecommerce', creditCode: null, contactName: 'Ms Lam', mobile: '13760000104', email: 'hello@tstbeauty.hk', balanceType: 'MONTH', creditLimit: 100000, salesManCode: 'H2001', ownerSiteCode: 'HB001', auditState: 1, status: '2', remark: 'Closed its account in 2026' },
];

const used = new Set<string>();
const demo = Array.from({ length: 300 }, (_, index) => demoCustomer(index, used));
const line = (row: Record<string, unknown>) => `      ${JSON.stringify(row)}`;
const text = `{
  "$schema": "../../../server/seed/demo-rows.schema.json",
  "entity": "base.customer",
  "rows": {
    "demo": [
${demo.map(line).join(',\n')}
    ],
    "harbor": [
${HARBOR.map(line).join(',\n')}
    ]
  }
}
`;
const target = path.join(path.dirname(new URL(import.meta.url).pathname), '../../schemas/base/demo/customer.json');
fs.writeFileSync(target, text);
console.log(`wrote ${demo.length} + ${HARBOR.length} customers to ${path.relative(process.cwd(), target)}`);
