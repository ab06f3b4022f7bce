import type { Kysely } from 'kysely';
import type { Db } from '../db/database';
import { defaultEntityRegistry, type EntityRegistry } from './entity-registry';
import { RowStore } from './row-store';
import { DEMO_ORDERS, seedChildLines } from './child-seed';
import { seedDemoQuotes } from './quote-seed';

type Rows = Record<'demo' | 'harbor', Record<string, unknown>[]>;

/** Demo rows by entity id and tenant: field values as a form would send them. */
export const DEMO_ROWS: Record<string, Rows> = {
  'admin.sysparam': {
    demo: [
      { paramName: '系统标题', paramKey: 'system.title', paramValue: 'Clearway 跨境物流关务平台', remark: '页面标题和侧边栏' },
      { paramName: '上传文件大小上限（MB）', paramKey: 'upload.maxSizeMb', paramValue: '10', remark: null },
      { paramName: '登录图形验证码', paramKey: 'login.captcha', paramValue: 'optional', remark: 'optional 或 required' },
      { paramName: '订单自动确认天数', paramKey: 'order.autoConfirmDays', paramValue: '7', remark: null },
      { paramName: '默认币制', paramKey: 'customs.defaultCurrency', paramValue: '142', remark: '人民币' },
    ],
    harbor: [
      { paramName: 'System title', paramKey: 'system.title', paramValue: 'Harbor Freight Back Office', remark: null },
      { paramName: 'Default currency', paramKey: 'customs.defaultCurrency', paramValue: '110', remark: 'HKD' },
    ],
  },
  'base.carrier': {
    demo: [
      { carrierCode: 'SF', carrierName: '顺丰速运', carrierType: 'express', contactName: '陈经理', contactPhone: '13800138001', templateId: 'SF-100x150', status: '0' },
      { carrierCode: 'JD', carrierName: '京东物流', carrierType: 'express', contactName: '刘经理', contactPhone: '13800138002', templateId: 'JD-100x150', status: '0' },
      { carrierCode: 'EMS', carrierName: '中国邮政 EMS', carrierType: 'express', contactName: null, contactPhone: null, templateId: null, status: '0' },
      { carrierCode: 'COSCO', carrierName: '中远海运物流', carrierType: 'freight', contactName: '王经理', contactPhone: '13800138004', templateId: null, status: '0' },
      { carrierCode: 'ZTBG01', carrierName: '中通报关行', carrierType: 'customs', contactName: '赵经理', contactPhone: '13800138005', templateId: null, status: '1' },
    ],
    harbor: [
      { carrierCode: 'HBKERRY', carrierName: 'Kerry Logistics', carrierType: 'express', contactName: 'Mr Wong', contactPhone: null, templateId: null, status: '0' },
      { carrierCode: 'HBOOCL', carrierName: 'OOCL Freight', carrierType: 'freight', contactName: null, contactPhone: null, templateId: null, status: '0' },
    ],
  },
  // Departments before employees, whose departmentCode refers to them (docs/domain/base-data.md).
  'base.department': {
    demo: [
      { departmentCode: 'MGT', departmentName: '总经办', departmentType: 'management', siteCode: '888888', managerName: '周总', phone: '13800138101', status: '0', remark: null },
      { departmentCode: 'OPS', departmentName: '运营部', departmentType: 'operations', siteCode: '888888', managerName: '陈立强', phone: '13800138102', status: '0', remark: '深圳总仓收货、分拣、出库' },
      { departmentCode: 'OPSSZ', departmentName: '福田站运营组', departmentType: 'operations', siteCode: 'SZ001', managerName: '林海', phone: '13800138103', status: '0', remark: '保税区站点扫描与交接' },
      { departmentCode: 'OPSHK', departmentName: '香港仓运营组', departmentType: 'operations', siteCode: 'HK001', managerName: '何家豪', phone: null, status: '0', remark: '葵涌仓收货与港车装载' },
      { departmentCode: 'CUS', departmentName: '关务部', departmentType: 'customs', siteCode: '888888', managerName: '李敏', phone: '13800138104', status: '0', remark: '报关、清关、税单' },
      { departmentCode: 'FIN', departmentName: '财务部', departmentType: 'finance', siteCode: '888888', managerName: '王珊', phone: '13800138105', status: '0', remark: null },
      { departmentCode: 'CS', departmentName: '客服部', departmentType: 'service', siteCode: '888888', managerName: '张悦', phone: '13800138106', status: '0', remark: '工单、理赔、客户咨询' },
      { departmentCode: 'SALES', departmentName: '销售部', departmentType: 'sales', siteCode: '888888', managerName: '赵峰', phone: '13800138107', status: '0', remark: null },
      { departmentCode: 'OPSDG', departmentName: '东莞站运营组', departmentType: 'operations', siteCode: 'DG001', managerName: null, phone: null, status: '1', remark: '站点停用后撤销' },
    ],
    harbor: [
      { departmentCode: 'HBOPS', departmentName: 'Depot Operations', departmentType: 'operations', siteCode: 'HB001', managerName: 'Kelvin Lau', phone: null, status: '0', remark: null },
      { departmentCode: 'HBCUS', departmentName: 'Customs Desk', departmentType: 'customs', siteCode: 'HB001', managerName: 'Mandy Cheung', phone: null, status: '0', remark: null },
    ],
  },
  'base.employee': {
    demo: [
      { employeeCode: 'E2001', employeeName: '陈立强', gender: 'M', mobile: '13800138102', email: 'chen.liqiang@demo.example', siteCode: '888888', departmentCode: 'OPS', position: 'manager', provinceCode: '440000', cityCode: '440300', entryDate: '2019-03-01', status: '1', remark: null },
      { employeeCode: 'E2002', employeeName: '刘洋', gender: 'M', mobile: '13800138201', email: null, siteCode: '888888', departmentCode: 'OPS', position: 'operator', provinceCode: '440000', cityCode: '440300', entryDate: '2021-07-12', status: '1', remark: '夜班' },
      { employeeCode: 'E2003', employeeName: '黄晓燕', gender: 'F', mobile: '13800138202', email: null, siteCode: 'SZ001', departmentCode: 'OPSSZ', position: 'scanner', provinceCode: '440000', cityCode: '440300', entryDate: '2022-02-21', status: '1', remark: null },
      { employeeCode: 'E2004', employeeName: '何家豪', gender: 'M', mobile: null, email: 'kelvin.ho@demo.example', siteCode: 'HK001', departmentCode: 'OPSHK', position: 'manager', provinceCode: '810000', cityCode: '810300', entryDate: '2020-09-01', status: '1', remark: null },
      { employeeCode: 'E2005', employeeName: '李敏', gender: 'F', mobile: '13800138104', email: 'li.min@demo.example', siteCode: '888888', departmentCode: 'CUS', position: 'declarant', provinceCode: '440000', cityCode: '440300', entryDate: '2018-05-14', status: '1', remark: '持报关员证' },
      { employeeCode: 'E2006', employeeName: '吴志军', gender: 'M', mobile: '13800138203', email: null, siteCode: '888888', departmentCode: 'OPS', position: 'driver', provinceCode: '440000', cityCode: '441900', entryDate: '2023-04-03', status: '1', remark: '粤B 港车' },
      { employeeCode: 'E2007', employeeName: '张悦', gender: 'F', mobile: '13800138106', email: 'zhang.yue@demo.example', siteCode: '888888', departmentCode: 'CS', position: 'service', provinceCode: '440000', cityCode: '440100', entryDate: '2021-11-08', status: '1', remark: null },
      { employeeCode: 'E2008', employeeName: '王珊', gender: 'F', mobile: '13800138105', email: 'wang.shan@demo.example', siteCode: '888888', departmentCode: 'FIN', position: 'finance', provinceCode: '440000', cityCode: '440300', entryDate: '2019-08-19', status: '1', remark: null },
      { employeeCode: 'E2009', employeeName: '郑凯', gender: 'M', mobile: '13800138204', email: null, siteCode: 'DG001', departmentCode: 'OPSDG', position: 'operator', provinceCode: '440000', cityCode: '441900', entryDate: '2020-01-06', status: '2', remark: '东莞站停用后离职' },
    ],
    harbor: [
      { employeeCode: 'H2001', employeeName: 'Kelvin Lau', gender: 'M', mobile: null, email: 'kelvin.lau@harbor.example', siteCode: 'HB001', departmentCode: 'HBOPS', position: 'manager', provinceCode: '810000', cityCode: '810300', entryDate: '2017-06-01', status: '1', remark: null },
      { employeeCode: 'H2002', employeeName: 'Mandy Cheung', gender: 'F', mobile: null, email: 'mandy.cheung@harbor.example', siteCode: 'HB001', departmentCode: 'HBCUS', position: 'declarant', provinceCode: '810000', cityCode: '810200', entryDate: '2019-10-15', status: '1', remark: null },
    ],
  },
  'customs.orderCustomstob': DEMO_ORDERS,
  'customerService.claim': {
    demo: [
      { claimNo: 'CL20261101001', orderCode: 'SO202611010001', claimType: 'damaged', claimAmount: 320.5, currency: '142', claimant: '李女士', contactPhone: '13800138011', description: '外箱破损，奶粉罐凹陷两罐', claimState: 'registered' },
      { claimNo: 'CL20261102001', orderCode: 'SO202611020017', claimType: 'lost', claimAmount: 1280, currency: '142', claimant: '王先生', contactPhone: '13800138012', description: '签收前丢件，物流轨迹停在深圳福田站', claimState: 'submitted' },
      { claimNo: 'CL20261103001', orderCode: 'SO202611030042', claimType: 'delayed', claimAmount: 50, currency: '110', claimant: 'Ms Chan', contactPhone: null, description: '清关延误五天', claimState: 'registered' },
      { claimNo: 'CL20261104001', orderCode: 'SO202611040008', claimType: 'shortage', claimAmount: 860, currency: '142', claimant: '赵先生', contactPhone: '13800138013', description: '少发两件保健品', claimState: 'approved', approvedAmount: 600, reviewRemark: '按实际短少数量核定' },
      { claimNo: 'CL20261105001', orderCode: 'SO202611050023', claimType: 'damaged', claimAmount: 2400, currency: '142', claimant: '孙女士', contactPhone: '13800138014', description: '外包装轻微擦痕，商品完好', claimState: 'rejected', reviewRemark: '商品完好，不予理赔' },
    ],
    harbor: [],
  },
};

/**
 * Seeds a tenant's demo rows of the entities above that the registry serves. Idempotent: a row whose unique key
 * exists already is left as it is (what a person changed stays).
 */
export async function seedEntityRows(db: Db, tenantId: number, tenantCode: 'demo' | 'harbor', entities: EntityRegistry = defaultEntityRegistry()): Promise<void> {
  for (const [entityId, rows] of Object.entries(DEMO_ROWS)) {
    const model = entities.get(entityId);
    if (!model?.table || !rows[tenantCode].length) continue;
    const store = new RowStore(model);
    const values = rows[tenantCode].map((row) => ({ tenant_id: tenantId, ...store.columnValues(row), created_by: 'seed', updated_by: 'seed' }));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await (db as unknown as Kysely<any>).insertInto(model.table).values(values).onConflict((oc) => oc.doNothing()).execute();
  }
  await seedChildLines(db, tenantId, tenantCode, entities);
  await seedDemoQuotes(db, tenantId, tenantCode, entities);
}
