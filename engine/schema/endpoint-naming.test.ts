import { describe, expect, it } from 'vitest';
import { endpointClashProblems, endpointNameProblems } from './endpoint-check';
import { callEntityName, endpointsOf } from './entity-model';
import type { ApiSpec, EntitySchema } from './entity-schema';

const t = (zh: string, en: string) => ({ zh, en });

const schema = (api: ApiSpec, id = 'test.thing'): EntitySchema => ({
  id,
  title: t('东西', 'Thing'),
  api,
  storage: { table: 'test_thing' },
  fields: { code: { type: 'string', title: t('编码', 'Code'), maxLength: 20 } },
  list: { columns: ['code'] },
});

const paths = (api: ApiSpec) => Object.fromEntries(Object.entries(endpointsOf(schema(api))).map(([role, e]) => [role, `${e.method} ${e.path} ${e.input}`]));

describe('call names (spec 02 §7)', () => {
  it('admin: the entity capitalised by default, its declared camel case when given, the path segment as written', () => {
    expect(callEntityName({ pattern: 'admin', entity: 'sysparam' })).toBe('Sysparam');
    expect(paths({ pattern: 'admin', entity: 'sysmenu', name: 'SysMenu' })).toEqual({
      list: 'GET /api/admin/sysmenu/querySysMenu query',
      create: 'POST /api/admin/sysmenu/addSysMenu json',
      update: 'PUT /api/admin/sysmenu/updateSysMenu json',
      remove: 'POST /api/admin/sysmenu/deleteSysMenu query',
      export: 'POST /api/admin/sysmenu/exportSysMenu json',
      exportWord: 'POST /api/admin/sysmenu/exportWordSysMenu json',
      exportPDF: 'POST /api/admin/sysmenu/exportPDFSysMenu json',
    });
  });

  it('admin: api.names still names an irregular call, and api.calls wins over both', () => {
    const endpoints = endpointsOf(schema({ pattern: 'admin', entity: 'sysuser', name: 'SysUser', names: { query: 'queryOnlineSysUser' }, calls: { create: { name: 'registerSysUser' } } }));
    expect(endpoints.list?.path).toBe('/api/admin/sysuser/queryOnlineSysUser');
    expect(endpoints.create?.path).toBe('/api/admin/sysuser/registerSysUser');
  });

  it('customs: query…PageList with a JSON body, query…Detail by GET, save/update/remove, export and import when asked', () => {
    expect(paths({ pattern: 'customs', entity: 'CustomsCargo', export: true, import: true })).toEqual({
      list: 'POST /api/bdtibs/customs/queryCustomsCargoPageList json',
      detail: 'GET /api/bdtibs/customs/queryCustomsCargoDetail query',
      create: 'POST /api/bdtibs/customs/saveCustomsCargo json',
      update: 'POST /api/bdtibs/customs/updateCustomsCargo json',
      remove: 'POST /api/bdtibs/customs/removeCustomsCargo json',
      export: 'POST /api/bdtibs/customs/exportCustomsCargo json',
      import: 'POST /api/bdtibs/customs/importCustomsCargo multipart',
    });
    expect(endpointsOf(schema({ pattern: 'customs', entity: 'CustomsCargo' })).export).toBeUndefined();
  });

  it('the /api/bdtibs/<entity>/ style: own verbs and methods per role (accountSubject, goodsCategory)', () => {
    expect(paths({
      pattern: 'customs', entity: 'AccountSubject', base: '/api/bdtibs/accountSubject', export: true,
      calls: { create: { name: 'save' }, update: { name: 'update', method: 'PUT' }, remove: { name: 'remove', method: 'DELETE' } },
    })).toMatchObject({
      create: 'POST /api/bdtibs/accountSubject/save json',
      update: 'PUT /api/bdtibs/accountSubject/update json',
      remove: 'DELETE /api/bdtibs/accountSubject/remove query',
      export: 'POST /api/bdtibs/accountSubject/exportAccountSubject json',
    });
    const category = endpointsOf(schema({ pattern: 'customs', entity: 'GoodsCategory', base: '/api/bdtibs/goodsCategory', calls: { create: { name: 'saveCategory' }, remove: { name: 'removeCategory' } } }));
    expect([category.create?.path, category.remove?.path]).toEqual(['/api/bdtibs/goodsCategory/saveCategory', '/api/bdtibs/goodsCategory/removeCategory']);
  });

  it('detail is added to the admin and base patterns by naming it in api.calls; a whole path may be given', () => {
    expect(endpointsOf(schema({ pattern: 'base', entity: 'Carrier', list: { qid: 'FIND_CARRIER' } })).detail).toBeUndefined();
    expect(endpointsOf(schema({ pattern: 'base', entity: 'Carrier', list: { qid: 'FIND_CARRIER' }, calls: { detail: {} } })).detail)
      .toEqual({ method: 'GET', input: 'query', path: '/api/bdtibs/base/queryCarrierDetail' });
    expect(endpointsOf(schema({ pattern: 'admin', entity: 'sysparam', calls: { detail: { path: '/api/admin/sysparam/queryWithDetail', input: 'json', method: 'POST' } } })).detail)
      .toEqual({ method: 'POST', input: 'json', path: '/api/admin/sysparam/queryWithDetail' });
  });

  it('base and qid lists stay on the generic data query', () => {
    expect(endpointsOf(schema({ pattern: 'base', entity: 'Carrier', list: { qid: 'FIND_CARRIER' } })).list).toMatchObject({ viaDataQuery: true });
    expect(endpointsOf(schema({ pattern: 'qid', qid: 'FIND_X' })).list).toMatchObject({ viaDataQuery: true });
  });
});

describe('names that do not fit (schemas:check)', () => {
  it('refuses an admin name that is not the entity, a call name not in lower camel case, and an unknown call role', () => {
    const problems = endpointNameProblems(schema({ pattern: 'admin', entity: 'sysmenu', name: 'SysMenus', calls: { create: { name: 'AddMenu' }, frobnicate: { name: 'frob' } } }));
    expect(problems.map((p) => p.path)).toEqual(['/api/name', '/api/calls/frobnicate', '/api/calls/create']);
  });

  it('passes the spec spellings', () => {
    expect(endpointNameProblems(schema({ pattern: 'admin', entity: 'sysmenu', name: 'SysMenu' }))).toEqual([]);
    expect(endpointNameProblems(schema({ pattern: 'customs', entity: 'AccountSubject', base: '/api/bdtibs/accountSubject', calls: { remove: { name: 'remove', method: 'DELETE' } } }))).toEqual([]);
  });

  it('refuses two entities on one method and path, case-insensitively, on the second file', () => {
    const problems = endpointClashProblems([
      { file: 'a.json', schema: schema({ pattern: 'admin', entity: 'sysmenu', name: 'SysMenu' }, 'test.a') },
      { file: 'b.json', schema: schema({ pattern: 'admin', entity: 'sysmenu' }, 'test.b') },
    ]);
    expect(problems).toHaveLength(7);
    expect(problems[0]).toMatchObject({ file: 'b.json', path: '/api' });
    expect(problems[0]!.message).toMatch(/list of test\.b answers GET \/api\/admin\/sysmenu\/querysysmenu, which is already the list of test\.a/);
  });

  it('refuses a command call that another call answers (schemas:check), whatever its case', () => {
    const withCommand: EntitySchema = {
      ...schema({ pattern: 'customs', entity: 'Order' }, 'test.order'),
      commands: { merge: { title: t('拼单', 'Merge'), selection: 'many', call: { name: 'saveorder', input: 'query' } } },
    };
    const problems = endpointClashProblems([{ file: 'order.json', schema: withCommand }]);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/command merge of test\.order answers POST \/api\/bdtibs\/customs\/saveorder, which is already the create of test\.order/);
  });
});
