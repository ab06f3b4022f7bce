import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { compileEntity } from '../schema/entity-model';
import type { EntitySchema } from '../schema/entity-schema';
import sysparam from '../../schemas/admin/sysparam.json';
import carrier from '../../schemas/base/carrier.json';
import language from '../../schemas/base/language.json';
import { createHttpClient } from './http-client';
import { createDataQuery } from './data-query';
import { ApiError } from './envelope';
import { createHttpEntitySource, fileNameOf } from './entity-source';
import { createMemoryEntitySource } from './memory-entity-source';

type Reply = { status?: number; data: unknown; headers?: Record<string, string> };

function setup(schema: unknown, reply: (config: InternalAxiosRequestConfig) => Reply = () => ({ data: { code: 200, message: 'ok', data: null } })) {
  const seen: InternalAxiosRequestConfig[] = [];
  const errors: string[] = [];
  const http = createHttpClient({
    session: { accessToken: () => 't', needsRefresh: () => false, refresh: async () => 't', clearToken: () => undefined },
    notifier: { error: (m) => errors.push(m), locked: () => undefined, confirmRelogin: async () => false, loginExpired: () => undefined },
    logout: () => undefined,
  });
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const { status = 200, data, headers = {} } = reply(config);
    const response = { status, statusText: String(status), headers, config, data };
    if (config.validateStatus && !config.validateStatus(status)) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  http.defaults.adapter = adapter;
  const model = compileEntity(schema as EntitySchema);
  return { source: createHttpEntitySource(model, { http, dataQuery: createDataQuery(http) }), seen, errors };
}

const page = { code: 200, message: 'ok', data: { list: [{ id: 1 }], total: 1, currentPage: 2, pageSize: 10 } };

describe('createHttpEntitySource, admin pattern', () => {
  it('lists with query parameters and writes JSON to the derived paths', async () => {
    const { source, seen } = setup(sysparam, (config) => (config.url!.includes('query') ? { data: page } : { data: { code: 200, message: 'ok', data: { id: 5, deleted: 2 } } }));
    expect(await source.list({ currentPage: 2, pageSize: 10, sort: 'paramKey', order: 'asc', filters: { paramName: 'x' } })).toEqual(page.data);
    expect(seen[0]).toMatchObject({ method: 'get', url: '/api/admin/sysparam/querySysparam', params: { currentPage: 2, pageSize: 10, sort: 'paramKey', order: 'asc', paramName: 'x' } });
    await source.create({ paramKey: 'a' });
    expect(seen[1]).toMatchObject({ method: 'post', url: '/api/admin/sysparam/addSysparam' });
    expect(JSON.parse(seen[1]!.data as string)).toEqual({ paramKey: 'a' });
    await source.update({ id: 5, version: 3, paramKey: 'a' });
    expect(seen[2]).toMatchObject({ method: 'put', url: '/api/admin/sysparam/updateSysparam' });
    expect(JSON.parse(seen[2]!.data as string)).toEqual({ id: 5, version: 3, paramKey: 'a' });
    expect(await source.remove([1, 2, 3])).toBe(2);
    expect(seen[3]).toMatchObject({ method: 'post', url: '/api/admin/sysparam/deleteSysparam', params: { ids: '1,2,3' } });
    await source.remove([4]);
    expect(seen[4]!.params).toEqual({ id: 4 });
  });

  it('downloads an export with the server file name, and reads a refused export as an error', async () => {
    let refuse = false;
    const { source, seen } = setup(sysparam, () =>
      refuse
        ? { status: 403, data: new Blob([JSON.stringify({ code: 403, message: '没有权限', data: null })], { type: 'application/json' }) }
        : { data: new Blob(['x'], { type: 'application/pdf' }), headers: { 'content-disposition': "attachment; filename=\"p.pdf\"; filename*=UTF-8''%E5%8F%82%E6%95%B0.pdf" } },
    );
    const file = await source.export('exportPDF', { filters: { paramKey: 'a' }, sort: 'paramKey', order: 'asc' });
    expect(file.fileName).toBe('参数.pdf');
    expect(seen[0]).toMatchObject({ url: '/api/admin/sysparam/exportPDFSysparam', responseType: 'blob' });
    expect(JSON.parse(seen[0]!.data as string)).toEqual({ filters: { paramKey: 'a' }, sort: 'paramKey', order: 'asc' });
    refuse = true;
    await expect(source.export('export', { filters: {} })).rejects.toMatchObject({ code: 403, message: '没有权限' });
  });
});

describe('createHttpEntitySource, base pattern', () => {
  it('lists through the data query with the qid, and removes with a JSON body', async () => {
    const { source, seen } = setup(carrier, (config) => (config.url!.includes('dataQuery') ? { data: page } : { data: { code: 200, message: 'ok', data: { deleted: 1 } } }));
    await source.list({ currentPage: 1, pageSize: 20, filters: { carrierName: 'SF' } });
    expect(seen[0]!.url).toBe('/api/bdtibs/dataQuery/findPageByCallId');
    const form = new URLSearchParams(String(seen[0]!.data));
    expect(form.get('qid')).toBe('FIND_CARRIER');
    expect(JSON.parse(form.get('filters')!)).toEqual({ carrierName: 'SF' });
    await source.remove([3]);
    expect(seen[1]).toMatchObject({ method: 'post', url: '/api/bdtibs/base/removeCarrier' });
    expect(JSON.parse(seen[1]!.data as string)).toEqual({ id: 3 });
    await source.update({ id: 3, version: 1 });
    expect(seen[2]).toMatchObject({ method: 'post', url: '/api/bdtibs/base/updateCarrier' });
  });

  it('imports a file and reads the refused rows of a failed import', async () => {
    let fail = false;
    const { source, seen } = setup(carrier, () =>
      fail
        ? { status: 400, data: JSON.stringify({ code: 400, message: '导入失败', data: { errors: [{ row: 2, field: 'carrierCode', message: '必填' }], errorFile: { key: 'k1', name: '承运商-errors.xlsx', url: '/api/bdttms/file/downloadFile?key=k1' } } }) }
        : { data: JSON.stringify({ code: 200, message: 'ok', data: { imported: 3 } }) },
    );
    expect(await source.import(new Blob(['x']))).toMatchObject({ imported: 3, errors: [] });
    expect(seen[0]!.url).toBe('/api/bdtibs/base/importCarrier');
    expect(seen[0]!.data).toBeInstanceOf(FormData);
    fail = true;
    expect(await source.import(new Blob(['x']))).toEqual({ imported: 0, errors: [{ row: 2, field: 'carrierCode', message: '必填' }], errorFile: { key: 'k1', name: '承运商-errors.xlsx', url: '/api/bdttms/file/downloadFile?key=k1' }, message: '导入失败' });
  });

  it('rejects with ApiError and its field map on a failed write', async () => {
    const { source } = setup(carrier, () => ({ status: 400, data: { code: 400, message: 'bad', data: { fields: { carrierCode: '已存在' } } } }));
    const error = await source.create({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ fields: { carrierCode: '已存在' } });
  });

  it('moves a row along a transition', async () => {
    const { source, seen } = setup(carrier);
    await source.transition({ id: 1, version: 2 }, 'lock');
    expect(seen[0]!.url).toBe('/api/clearway/entity/base.carrier/transition');
    expect(JSON.parse(seen[0]!.data as string)).toEqual({ id: 1, version: 2, transition: 'lock' });
  });
});

const customs = (api: Record<string, unknown>) => ({
  id: 'test.cargo', title: { zh: '货物', en: 'Cargo' }, api, storage: { table: 'test_cargo' },
  fields: { code: { type: 'string', title: { zh: '编码', en: 'Code' } } }, list: { columns: ['code'] },
});

describe('createHttpEntitySource, customs pattern and per-role calls', () => {
  it('lists with filters and paging in a JSON body, reads one row by GET id, writes JSON', async () => {
    const { source, seen } = setup(customs({ pattern: 'customs', entity: 'CustomsCargo' }), (config) => (config.url!.endsWith('PageList') ? { data: page } : { data: { code: 200, message: 'ok', data: { id: 7, deleted: 2 } } }));
    expect(await source.list({ currentPage: 2, pageSize: 10, filters: { code: 'A' } })).toEqual(page.data);
    expect(seen[0]).toMatchObject({ method: 'post', url: '/api/bdtibs/customs/queryCustomsCargoPageList' });
    expect(JSON.parse(seen[0]!.data as string)).toEqual({ currentPage: 2, pageSize: 10, code: 'A' });
    expect(await source.detail(7)).toEqual({ id: 7, deleted: 2 });
    expect(seen[1]).toMatchObject({ method: 'get', url: '/api/bdtibs/customs/queryCustomsCargoDetail', params: { id: 7 } });
    await source.remove([1, 2]);
    expect(seen[2]).toMatchObject({ method: 'post', url: '/api/bdtibs/customs/removeCustomsCargo' });
    expect(JSON.parse(seen[2]!.data as string)).toEqual({ ids: [1, 2] });
  });

  it('calls each endpoint with its own verb and method: PUT update, DELETE remove with query ids', async () => {
    const { source, seen } = setup(customs({
      pattern: 'customs', entity: 'AccountSubject', base: '/api/bdtibs/accountSubject',
      calls: { create: { name: 'save' }, update: { name: 'update', method: 'PUT' }, remove: { name: 'remove', method: 'DELETE' } },
    }), () => ({ data: { code: 200, message: 'ok', data: { id: 1, deleted: 2 } } }));
    await source.create({ code: 'a' });
    await source.update({ id: 1, version: 1, code: 'b' });
    await source.remove([1, 2]);
    expect(seen.map((c) => `${c.method} ${c.url}`)).toEqual(['post /api/bdtibs/accountSubject/save', 'put /api/bdtibs/accountSubject/update', 'delete /api/bdtibs/accountSubject/remove']);
    expect(seen[2]!.params).toEqual({ ids: '1,2' });
    expect(seen[2]!.data).toBeUndefined();
  });
});

describe('fileNameOf', () => {
  it('prefers the extended name, then the plain one', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''a%20b.xlsx")).toBe('a b.xlsx');
    expect(fileNameOf('attachment; filename="x.docx"')).toBe('x.docx');
    expect(fileNameOf('attachment; filename=y.pdf')).toBe('y.pdf');
    expect(fileNameOf(undefined)).toBeUndefined();
  });
});

describe('createMemoryEntitySource', () => {
  it('filters, sorts, pages, versions and records calls', async () => {
    const source = createMemoryEntitySource([{ id: 1, version: 1, k: 'b' }, { id: 2, version: 1, k: 'a' }, { id: 3, version: 1, k: 'ab' }], { like: ['k'] });
    const found = await source.list({ currentPage: 1, pageSize: 2, sort: 'k', order: 'asc', filters: { k: 'a' } });
    expect(found.list.map((r) => r.k)).toEqual(['a', 'ab']);
    expect(found.total).toBe(2);
    await expect(source.update({ id: 1, version: 0 })).rejects.toMatchObject({ code: 409 });
    expect((await source.update({ id: 1, version: 1, k: 'c' })).version).toBe(2);
    source.failNext('remove', new ApiError(500, 'x'));
    await expect(source.remove([1])).rejects.toThrow('x');
    expect(await source.remove([1])).toBe(1);
    expect(source.calls.map((c) => c.method)).toEqual(['list', 'update', 'update', 'remove', 'remove']);
  });
});

describe('createHttpEntitySource, an export taking query parameters (exportLanguage)', () => {
  it('sends the selection as query parameters: filters as JSON, ids joined, nothing in the body', async () => {
    const { source, seen } = setup(language, () => ({ data: new Blob(['x'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }) }));
    await source.export('export', { filters: { propertyName: 'route.', chinese: '' }, sort: 'propertyName', order: 'asc', ids: [3, 4] });
    expect(seen[0]).toMatchObject({ method: 'post', url: '/api/bdtibs/base/exportLanguage', params: { filters: '{"propertyName":"route.","chinese":""}', sort: 'propertyName', order: 'asc', ids: '3,4' } });
    expect(seen[0]!.data).toBeUndefined();
  });
});


describe('createHttpEntitySource, a named export (`exports`)', () => {
  const withExports = {
    ...sysparam,
    exports: {
      exportSysparamKeys: { title: { zh: '参数键', en: 'Keys' }, fields: ['paramKey'] },
      exportSysparamNames: { title: { zh: '参数名', en: 'Names' }, fields: ['paramName'], input: 'query' },
    },
  };

  it('posts the selection to its own call, as JSON or as query parameters, and refuses an unknown one', async () => {
    const { source, seen } = setup(withExports, () => ({ data: new Blob(['x'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }) }));
    await source.export('export', { filters: { paramKey: 'a' }, ids: [2] }, 'exportSysparamKeys');
    expect(seen[0]).toMatchObject({ method: 'post', url: '/api/admin/sysparam/exportSysparamKeys', responseType: 'blob' });
    expect(JSON.parse(seen[0]!.data as string)).toEqual({ filters: { paramKey: 'a' }, ids: [2] });
    await source.export('export', { filters: { paramKey: 'a' }, ids: [2, 3] }, 'exportSysparamNames');
    expect(seen[1]).toMatchObject({ url: '/api/admin/sysparam/exportSysparamNames', params: { filters: '{"paramKey":"a"}', ids: '2,3' } });
    await expect(source.export('export', { filters: {} }, 'exportNothing')).rejects.toMatchObject({ code: 404 });
  });
});
