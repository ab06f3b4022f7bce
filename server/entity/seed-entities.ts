import type { Kysely } from 'kysely';
import type { Db } from '../db/database';
import { defaultEntityRegistry, type EntityRegistry } from './entity-registry';
import { RowStore } from './row-store';

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
  'customerService.claim': {
    demo: [
      { claimNo: 'CL20261101001', orderCode: 'SO202611010001', claimType: 'damaged', claimAmount: 320.5, currency: '142', claimant: '李女士', contactPhone: '13800138011', description: '外箱破损，奶粉罐凹陷两罐', claimState: 'registered' },
      { claimNo: 'CL20261102001', orderCode: 'SO202611020017', claimType: 'lost', claimAmount: 1280, currency: '142', claimant: '王先生', contactPhone: '13800138012', description: '签收前丢件，物流轨迹停在深圳福田站', claimState: 'submitted' },
      { claimNo: 'CL20261103001', orderCode: 'SO202611030042', claimType: 'delayed', claimAmount: 50, currency: '110', claimant: 'Ms Chan', contactPhone: null, description: '清关延误五天', claimState: 'registered' },
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
}
