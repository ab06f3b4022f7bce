/**
 * The demo tenants, users and base data: the shared fixtures that people and tests log in with (README lists them).
 */
export const DEMO_TENANTS = [
  { tenantCode: 'demo', tenantName: 'Demo Logistics', tenantContact: 'Demo Admin', tenantEmail: 'admin@demo.example', tenantTel: '0755-88880000' },
  { tenantCode: 'harbor', tenantName: 'Harbor Freight', tenantContact: 'Harbor Admin', tenantEmail: 'admin@harbor.example', tenantTel: '852-21110000' },
] as const;

export interface DemoUser {
  tenant: 'demo' | 'harbor';
  username: string;
  password: string;
  nickname: string;
  mobile: string;
  email: string;
  isAdmin: 0 | 1;
  role: string;
  siteCode?: string;
  employeeCode: string;
  note: string;
}

export const DEMO_USERS: DemoUser[] = [
  { tenant: 'demo', username: 'admin', password: 'admin1234', nickname: '系统管理员', mobile: '13800000001', email: 'admin@demo.example', isAdmin: 1, role: 'ROLE_ADMIN', siteCode: '888888', employeeCode: 'E0001', note: 'administrator: every menu' },
  { tenant: 'demo', username: 'operator', password: 'operator1234', nickname: '操作员小王', mobile: '13800000002', email: 'operator@demo.example', isAdmin: 0, role: 'ROLE_OPERATOR', siteCode: 'SZ001', employeeCode: 'E1002', note: 'operator: warehouse operations, site SZ001' },
  { tenant: 'demo', username: 'customs', password: 'customs1234', nickname: '关务小李', mobile: '13800000003', email: 'customs@demo.example', isAdmin: 0, role: 'ROLE_CUSTOMS', siteCode: '888888', employeeCode: 'E1003', note: 'customs staff: customs menus, site 888888' },
  { tenant: 'harbor', username: 'harbor_admin', password: 'harbor1234', nickname: 'Harbor Admin', mobile: '13900000001', email: 'admin@harbor.example', isAdmin: 1, role: 'ROLE_ADMIN', siteCode: 'HB001', employeeCode: 'H0001', note: 'administrator of the second tenant' },
];

export const DEMO_LOGINS = DEMO_USERS.map((u) => ({ username: u.username, password: u.password, tenant: u.tenant, note: u.note }));

/**
 * The demo roles. `dataFields`: per page, the only fields the role sees there (docs/domain/administration.md "Data
 * fields"), written on the first start only: the operator's scan records without the site column (they see their own
 * site's scans only, so it tells them nothing); the customs declarations he prints (/customsDeclarationPrint) with
 * the consignee's ID number in full, as the declaration needs it, and without the phone (printed masked anyway).
 */
export const DEMO_ROLES: Record<string, { tenant: 'demo' | 'harbor'; roleName: string; description: string; paths: string[]; buttons: string[] | '*'; dataFields?: Record<string, string[]> }[]> = {
  ROLE_ADMIN: [
    { tenant: 'demo', roleName: '超级管理员', description: 'Sees every route', paths: [], buttons: '*' },
    { tenant: 'harbor', roleName: '超级管理员', description: 'Sees every route', paths: [], buttons: '*' },
  ],
  ROLE_OPERATOR: [
    { tenant: 'demo', roleName: '仓库操作员', description: 'Warehouse operations: scans and their queries; no deleting', paths: ['/', '/operate', '/trajectory', '/exportTaskQuery', '/importTaskQuery', '/problemManagemntTms', '/workOrderQuery', '/orderReview'], buttons: ['view', 'scan', 'export', 'print', 'add', 'edit'],
      dataFields: {
        '/scanRecordQuery': ['scanType', 'scanCode', 'verdict', 'refusalReason', 'scannedBy', 'scannedAt'],
        '/customsDeclarationPrint': ['orderCode', 'trackingNo', 'customerCode', 'orderStatus', 'ebpCode', 'consignee', 'consigneeIdNumber', 'packages', 'weight', 'goodsValue', 'currency', 'orderTime', 'ownerSiteCode'],
      } },
  ],
  // Self-registered customers (server/services/sign-up.ts gives every new customer user this role): their own
  // certification on /myCertificationAudit (docs/domain/customers.md).
  ROLE_CUSTOMER: [
    { tenant: 'demo', roleName: '客户', description: 'Self-registered customers', paths: ['/', '/myCertificationAudit'], buttons: ['view', 'add', 'edit', 'submit'] },
  ],
  ROLE_CUSTOMS: [
    { tenant: 'demo', roleName: '关务专员', description: 'Customs declaration and clearance', paths: ['/', '/customsCoordination', '/bcDirectmail', '/bondedImport', '/accessManagement', '/taxNumberManage', '/exportTaskQuery'], buttons: ['view', 'export', 'import', 'declare', 'release', 'cancel', 'merge', 'submit', 'audit', 'edit', 'add', 'check', 'submitFee', 'mergeBill', 'unmergeBill', 'scan'] },
  ],
};

/** A demo site (schemas/base/site.json): the region codes are those of the country/province/city dictionaries. */
export interface DemoSite {
  siteCode: string; siteName: string; siteNameEn: string; siteType: 'warehouse' | 'station' | 'bonded' | 'office'; siteOrder: number | null;
  blOpen: number; countryCode: string; provinceCode: string | null; cityCode: string | null; address: string; contactName: string | null; contactPhone: string | null;
}

/**
 * The sites of each demo tenant. The warehouse sites SZWH, HKWH, DGWH and GZWH are the items of the wmsStash
 * dictionary (the warehouse dialog's tiles), with the same order value: GZWH has none, so it is under construction.
 */
export const DEMO_SITES: Record<'demo' | 'harbor', DemoSite[]> = {
  demo: [
    { siteCode: '888888', siteName: '深圳总仓', siteNameEn: 'Shenzhen Head Warehouse', siteType: 'warehouse', siteOrder: null, blOpen: 1, countryCode: '142', provinceCode: '440000', cityCode: '440300', address: '深圳市宝安区福永街道物流园1号', contactName: '陈国平', contactPhone: '13826541234' },
    { siteCode: 'SZ001', siteName: '深圳福田站', siteNameEn: 'Futian Bonded Zone Station', siteType: 'station', siteOrder: null, blOpen: 1, countryCode: '142', provinceCode: '440000', cityCode: '440300', address: '深圳市福田区保税区桃花路8号', contactName: '李海燕', contactPhone: '13926512345' },
    { siteCode: 'HK001', siteName: '香港葵涌仓', siteNameEn: 'Kwai Chung Station', siteType: 'station', siteOrder: null, blOpen: 1, countryCode: '110', provinceCode: '810000', cityCode: '810300', address: 'Kwai Chung, Hong Kong', contactName: '黄志明', contactPhone: '13560123456' },
    { siteCode: 'DG001', siteName: '东莞虎门站（停用）', siteNameEn: 'Humen Station (closed)', siteType: 'station', siteOrder: null, blOpen: 0, countryCode: '142', provinceCode: '440000', cityCode: '441900', address: '东莞市虎门镇', contactName: null, contactPhone: null },
    { siteCode: 'SZWH', siteName: '深圳仓', siteNameEn: 'Shenzhen Warehouse', siteType: 'warehouse', siteOrder: 1, blOpen: 1, countryCode: '142', provinceCode: '440000', cityCode: '440300', address: '深圳市宝安区福永街道凤凰第四工业区A栋', contactName: '刘建华', contactPhone: '13714523698' },
    { siteCode: 'HKWH', siteName: '香港仓', siteNameEn: 'Hong Kong Warehouse', siteType: 'warehouse', siteOrder: 2, blOpen: 1, countryCode: '110', provinceCode: '810000', cityCode: '810300', address: '新界葵涌货柜码头路88号', contactName: '吴家豪', contactPhone: '13692258741' },
    { siteCode: 'DGWH', siteName: '东莞仓', siteNameEn: 'Dongguan Warehouse', siteType: 'warehouse', siteOrder: 3, blOpen: 1, countryCode: '142', provinceCode: '440000', cityCode: '441900', address: '东莞市凤岗镇雁田村物流园3号库', contactName: '张伟', contactPhone: '13549876521' },
    { siteCode: 'GZWH', siteName: '广州仓（建设中）', siteNameEn: 'Guangzhou Warehouse (building)', siteType: 'warehouse', siteOrder: null, blOpen: 1, countryCode: '142', provinceCode: '440000', cityCode: '440100', address: '广州市白云区人和镇空港物流园', contactName: '何丽娟', contactPhone: '13823456789' },
    { siteCode: 'SZQH', siteName: '前海保税仓', siteNameEn: 'Qianhai Bonded Warehouse', siteType: 'bonded', siteOrder: null, blOpen: 1, countryCode: '142', provinceCode: '440000', cityCode: '440300', address: '深圳市南山区前海保税港区临海大道59号', contactName: '周晓东', contactPhone: '13631598742' },
    { siteCode: 'SZBG', siteName: '南山办公室', siteNameEn: 'Nanshan Office', siteType: 'office', siteOrder: null, blOpen: 1, countryCode: '142', provinceCode: '440000', cityCode: '440300', address: '深圳市南山区科技园科苑路15号', contactName: '林静', contactPhone: '13510987654' },
  ],
  harbor: [
    { siteCode: 'HB001', siteName: 'Harbor Main Depot', siteNameEn: 'Harbor Main Depot', siteType: 'warehouse', siteOrder: 1, blOpen: 1, countryCode: '110', provinceCode: '810000', cityCode: '810300', address: 'Tsing Yi, Hong Kong', contactName: null, contactPhone: null },
  ],
};

type Item = [value: string, zh: string, en: string, order?: number | null, parent?: string];

/** The English names of the demo dictionaries (the dictionary list of /dictionaryInformation shows both). */
export const DEMO_DICTIONARY_NAMES_EN: Record<string, string> = {
  wmsStash: 'Warehouse-system warehouses', reviewState: 'Review state', replyState: 'Reply state', lockState: 'Lock state',
  inventoryState: 'Inventory state', planSheetType: 'Plan sheet type', handoverState: 'Handover state', currency: 'Currency',
  transportWay: 'Transport mode', paymentWay: 'Payment method', workOrderStatus: 'Work order status',
};

/**
 * Dictionaries: the warehouse list, the fixed status lists of spec 01 §4, and option lists. An item's fifth entry is
 * its parent's value (parent_value, migration 0010). The regions are not dictionaries: countries are base_country
 * (schemas/base/demo/country.json) and the divisions sys_region (server/seed/seed-regions.ts).
 */
export const DEMO_DICTIONARIES: { code: string; name: string; items: Item[] }[] = [
  { code: 'wmsStash', name: '仓储系统仓库', items: [['SZWH', '深圳仓', 'Shenzhen warehouse', 1], ['HKWH', '香港仓', 'Hong Kong warehouse', 2], ['DGWH', '东莞仓', 'Dongguan warehouse', 3], ['GZWH', '广州仓（建设中）', 'Guangzhou warehouse (building)', null]] },
  { code: 'reviewState', name: '审核状态', items: [['0', '待审核', 'Pending review', 1], ['1', '已审核', 'Reviewed', 2], ['2', '审核不通过', 'Rejected', 3]] },
  { code: 'replyState', name: '回复状态', items: [['0', '未回复', 'Not replied', 1], ['1', '已回复', 'Replied', 2], ['2', '处理完成', 'Done', 3]] },
  { code: 'lockState', name: '锁定状态', items: [['0', '正常', 'Normal', 1], ['1', '已锁定', 'Locked', 2]] },
  { code: 'inventoryState', name: '库存状态', items: [['1', '正常', 'Normal', 1], ['2', '只出不入', 'Outbound only', 2]] },
  { code: 'planSheetType', name: '计划单类型', items: [['1', 'stock', 'Stock', 1], ['2', 'allocation', 'Allocation', 2], ['3', 'outbound', 'Outbound', 3]] },
  { code: 'handoverState', name: '交接状态', items: [['未发货', '未发货', 'Not shipped', 1], ['已发货', '已发货', 'Shipped', 2]] },
  { code: 'currency', name: '币制', items: [['142', '人民币', 'Chinese yuan (CNY)', 1], ['110', '港币', 'Hong Kong dollar (HKD)', 2], ['502', '美元', 'US dollar (USD)', 3], ['300', '欧元', 'Euro (EUR)', 4], ['116', '日元', 'Japanese yen (JPY)', 5]] },
  { code: 'transportWay', name: '运输方式', items: [['2', '水路运输', 'Waterway', 1], ['3', '铁路运输', 'Railway', 2], ['4', '公路运输', 'Road', 3], ['5', '航空运输', 'Air', 4], ['6', '邮件运输', 'Mail', 5], ['9', '其他运输', 'Other', 6]] },
  { code: 'paymentWay', name: '付款方式', items: [['1', '预付', 'Prepaid', 1], ['2', '月结', 'Monthly', 2], ['3', '到付', 'Collect', 3]] },
  { code: 'workOrderStatus', name: '工单状态', items: [['待处理', '待处理', 'To handle', 1], ['处理中', '处理中', 'In progress', 2], ['已完成', '已完成', 'Done', 3]] },
];

export const DEMO_ORGS: Record<'demo' | 'harbor', { orgType: string; orgName: string; orgDescription: string; parent?: string }[]> = {
  demo: [
    { orgType: 'company', orgName: 'Demo Logistics 总部', orgDescription: 'Head office' },
    { orgType: 'department', orgName: '运营部', orgDescription: 'Operations', parent: 'Demo Logistics 总部' },
    { orgType: 'department', orgName: '关务部', orgDescription: 'Customs', parent: 'Demo Logistics 总部' },
    { orgType: 'department', orgName: '财务部', orgDescription: 'Finance', parent: 'Demo Logistics 总部' },
    { orgType: 'department', orgName: '客服部', orgDescription: 'Customer service', parent: 'Demo Logistics 总部' },
    { orgType: 'branch', orgName: '深圳分公司', orgDescription: 'Shenzhen branch', parent: 'Demo Logistics 总部' },
    { orgType: 'department', orgName: '深圳仓储部', orgDescription: 'Shenzhen warehouse', parent: '深圳分公司' },
    { orgType: 'department', orgName: '深圳关务部', orgDescription: 'Shenzhen customs', parent: '深圳分公司' },
  ],
  harbor: [{ orgType: 'company', orgName: 'Harbor Freight HQ', orgDescription: 'Head office' }],
};
