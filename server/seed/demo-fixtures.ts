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
 * site's scans only, so it tells them nothing).
 */
export const DEMO_ROLES: Record<string, { tenant: 'demo' | 'harbor'; roleName: string; description: string; paths: string[]; buttons: string[] | '*'; dataFields?: Record<string, string[]> }[]> = {
  ROLE_ADMIN: [
    { tenant: 'demo', roleName: '超级管理员', description: 'Sees every route', paths: [], buttons: '*' },
    { tenant: 'harbor', roleName: '超级管理员', description: 'Sees every route', paths: [], buttons: '*' },
  ],
  ROLE_OPERATOR: [
    { tenant: 'demo', roleName: '仓库操作员', description: 'Warehouse operations: scans and their queries; no deleting', paths: ['/', '/operate', '/exportTaskQuery', '/importTaskQuery', '/problemManagemntTms', '/workOrderQuery', '/orderReview'], buttons: ['view', 'scan', 'export', 'print', 'add', 'edit'],
      dataFields: { '/scanRecordQuery': ['scanType', 'scanCode', 'scannedBy', 'scannedAt'] } },
  ],
  ROLE_CUSTOMS: [
    { tenant: 'demo', roleName: '关务专员', description: 'Customs declaration and clearance', paths: ['/', '/customsCoordination', '/bcDirectmail', '/bondedImport', '/accessManagement', '/taxNumberManage', '/exportTaskQuery'], buttons: ['view', 'export', 'import', 'declare', 'release', 'cancel', 'merge', 'submit', 'audit', 'edit', 'add', 'check', 'submitFee', 'mergeBill', 'unmergeBill'] },
  ],
};

export const DEMO_SITES: Record<'demo' | 'harbor', { siteCode: string; siteName: string; blOpen: number; address: string }[]> = {
  demo: [
    { siteCode: '888888', siteName: '深圳总仓', blOpen: 1, address: '深圳市宝安区福永街道物流园1号' },
    { siteCode: 'SZ001', siteName: '深圳福田站', blOpen: 1, address: '深圳市福田区保税区桃花路8号' },
    { siteCode: 'HK001', siteName: '香港葵涌仓', blOpen: 1, address: 'Kwai Chung, Hong Kong' },
    { siteCode: 'DG001', siteName: '东莞虎门站（停用）', blOpen: 0, address: '东莞市虎门镇' },
  ],
  harbor: [{ siteCode: 'HB001', siteName: 'Harbor Main Depot', blOpen: 1, address: 'Tsing Yi, Hong Kong' }],
};

type Item = [value: string, zh: string, en: string, order?: number | null, parent?: string];

/**
 * Dictionaries: the warehouse list, the fixed status lists of spec 01 §4, and option lists. The region dictionaries
 * (country, province, city, county, town) form a tree: each item's fifth entry is its parent's value in the level
 * above (parent_value, migration 0010), read by the region cascader and the address tree (FIND_REGION_CHILDREN).
 */
export const DEMO_DICTIONARIES: { code: string; name: string; items: Item[] }[] = [
  { code: 'wmsStash', name: '仓储系统仓库', items: [['SZWH', '深圳仓', 'Shenzhen warehouse', 1], ['HKWH', '香港仓', 'Hong Kong warehouse', 2], ['DGWH', '东莞仓', 'Dongguan warehouse', 3], ['GZWH', '广州仓（建设中）', 'Guangzhou warehouse (building)', null]] },
  { code: 'reviewState', name: '审核状态', items: [['0', '待审核', 'Pending review', 1], ['1', '已审核', 'Reviewed', 2], ['2', '审核不通过', 'Rejected', 3]] },
  { code: 'replyState', name: '回复状态', items: [['0', '未回复', 'Not replied', 1], ['1', '已回复', 'Replied', 2], ['2', '处理完成', 'Done', 3]] },
  { code: 'lockState', name: '锁定状态', items: [['0', '正常', 'Normal', 1], ['1', '已锁定', 'Locked', 2]] },
  { code: 'inventoryState', name: '库存状态', items: [['1', '正常', 'Normal', 1], ['2', '只出不入', 'Outbound only', 2]] },
  { code: 'planSheetType', name: '计划单类型', items: [['1', 'stock', 'Stock', 1], ['2', 'allocation', 'Allocation', 2], ['3', 'outbound', 'Outbound', 3]] },
  { code: 'handoverState', name: '交接状态', items: [['未发货', '未发货', 'Not shipped', 1], ['已发货', '已发货', 'Shipped', 2]] },
  { code: 'country', name: '国家', items: [['142', '中国', 'China', 1], ['110', '中国香港', 'Hong Kong, China', 2], ['502', '美国', 'United States', 3], ['116', '日本', 'Japan', 4], ['133', '韩国', 'South Korea', 5], ['303', '英国', 'United Kingdom', 6], ['304', '德国', 'Germany', 7], ['601', '澳大利亚', 'Australia', 8]] },
  { code: 'province', name: '省份', items: [
    ['440000', '广东省', 'Guangdong', 1, '142'], ['310000', '上海市', 'Shanghai', 2, '142'], ['330000', '浙江省', 'Zhejiang', 3, '142'], ['110000', '北京市', 'Beijing', 4, '142'],
    ['810000', '香港特别行政区', 'Hong Kong SAR', 1, '110'],
  ] },
  { code: 'city', name: '城市', items: [
    ['440300', '深圳市', 'Shenzhen', 1, '440000'], ['440100', '广州市', 'Guangzhou', 2, '440000'], ['441900', '东莞市', 'Dongguan', 3, '440000'],
    ['310100', '上海市', 'Shanghai', 1, '310000'], ['330100', '杭州市', 'Hangzhou', 1, '330000'], ['330200', '宁波市', 'Ningbo', 2, '330000'], ['110100', '北京市', 'Beijing', 1, '110000'],
    ['810100', '香港岛', 'Hong Kong Island', 1, '810000'], ['810200', '九龙', 'Kowloon', 2, '810000'], ['810300', '新界', 'New Territories', 3, '810000'],
  ] },
  { code: 'county', name: '区县', items: [
    ['440304', '福田区', 'Futian District', 1, '440300'], ['440306', '宝安区', "Bao'an District", 2, '440300'], ['440305', '南山区', 'Nanshan District', 3, '440300'],
    ['440106', '天河区', 'Tianhe District', 1, '440100'], ['440111', '白云区', 'Baiyun District', 2, '440100'],
    ['310115', '浦东新区', 'Pudong New Area', 1, '310100'], ['310104', '徐汇区', 'Xuhui District', 2, '310100'],
    ['330106', '西湖区', 'Xihu District', 1, '330100'], ['330206', '北仑区', 'Beilun District', 1, '330200'], ['110105', '朝阳区', 'Chaoyang District', 1, '110100'],
    ['810101', '中西区', 'Central and Western District', 1, '810100'], ['810102', '湾仔区', 'Wan Chai District', 2, '810100'],
    ['810201', '油尖旺区', 'Yau Tsim Mong District', 1, '810200'], ['810301', '葵青区', 'Kwai Tsing District', 1, '810300'], ['810302', '荃湾区', 'Tsuen Wan District', 2, '810300'],
  ] },
  { code: 'town', name: '乡镇街道', items: [
    ['440304001', '南园街道', 'Nanyuan Subdistrict', 1, '440304'], ['440304004', '福保街道', 'Fubao Subdistrict', 2, '440304'], ['440304010', '香蜜湖街道', 'Xiangmihu Subdistrict', 3, '440304'],
    ['440306001', '新安街道', "Xin'an Subdistrict", 1, '440306'], ['440306009', '福永街道', 'Fuyong Subdistrict', 2, '440306'],
    ['440305001', '南头街道', 'Nantou Subdistrict', 1, '440305'], ['440305003', '粤海街道', 'Yuehai Subdistrict', 2, '440305'],
    ['440106001', '五山街道', 'Wushan Subdistrict', 1, '440106'], ['440111001', '三元里街道', 'Sanyuanli Subdistrict', 1, '440111'],
    ['310115001', '潍坊新村街道', 'Weifang Xincun Subdistrict', 1, '310115'], ['310115125', '张江镇', 'Zhangjiang Town', 2, '310115'], ['310104012', '徐家汇街道', 'Xujiahui Subdistrict', 1, '310104'],
    ['330106001', '北山街道', 'Beishan Subdistrict', 1, '330106'], ['330206001', '新碶街道', 'Xinqi Subdistrict', 1, '330206'], ['110105001', '建外街道', 'Jianwai Subdistrict', 1, '110105'],
  ] },
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
