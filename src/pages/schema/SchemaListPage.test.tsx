// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { routeCatalogue } from '../../../schemas/routes';
import { http } from '../../app/http';
import { fakeMenuEntry, fakeUser, renderShell } from '../../test/render-shell';
import SchemaListPage from './SchemaListPage';
import { SCHEMA_PATHS, schemaModelFor } from './schema-pages';

const seen: InternalAxiosRequestConfig[] = [];
const original = http.defaults.adapter;

beforeEach(() => {
  seen.length = 0;
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const ok = (data: unknown) => ({ status: 200, statusText: 'OK', headers: {}, config, data: { code: 200, message: 'ok', status: 200, data } });
    if (config.url?.includes('/querySysparam')) return ok({ list: [{ id: 1, version: 1, paramName: '站点名称', paramKey: 'site.name', paramValue: 'Clearway' }], total: 1, currentPage: 1, pageSize: 20 });
    if (config.url?.includes('/user-settings/')) return ok(config.method === 'get' ? { order: ['paramKey', 'paramName', 'paramValue', 'remark'], hidden: ['remark'], widths: {} } : null);
    return ok(null);
  };
  http.defaults.adapter = adapter;
});
afterAll(() => {
  http.defaults.adapter = original;
});

const route = routeCatalogue.byPath('/sysparam')!;
const sysparamMenu = () => {
  const entry = fakeMenuEntry('/sysparam', { zh: '参数管理', en: 'Parameters' });
  entry.buttons = [{ menuId: entry.id, buttonId: 1, menuButton: 'add' }, { menuId: entry.id, buttonId: 2, menuButton: 'edit' }];
  return [entry];
};

describe('SchemaListPage', () => {
  it('knows the schema routes and compiles their models once', () => {
    expect(SCHEMA_PATHS.has('/sysparam')).toBe(true);
    expect(SCHEMA_PATHS.has('/carrierManagement')).toBe(true);
    expect(schemaModelFor('/sysparam')).toBe(schemaModelFor('/sysparam'));
    expect(schemaModelFor('/sysparam')?.id).toBe('admin.sysparam');
    expect(schemaModelFor('/workbench')).toBeUndefined();
  });

  it('lists through the app’s HTTP client with the person’s saved columns and the route’s buttons', async () => {
    renderShell(<SchemaListPage route={route} />, { path: '/sysparam', user: fakeUser(), menu: sysparamMenu() });
    // The first list drawn in this file compiles the engine's modules: over a second on a busy machine.
    expect(await screen.findByText('site.name', undefined, { timeout: 5000 })).toBeTruthy();
    const list = seen.find((c) => c.url?.includes('/querySysparam'))!;
    expect(list).toMatchObject({ method: 'get', url: '/api/admin/sysparam/querySysparam', params: { currentPage: 1, pageSize: 20, sort: 'paramKey', order: 'asc' } });
    expect(seen.some((c) => c.method === 'get' && c.url === '/api/clearway/user-settings/list-columns%3Aadmin.sysparam')).toBe(true);
    await waitFor(() => expect([...document.querySelectorAll('thead th')].map((th) => th.textContent).filter(Boolean)).toEqual(['参数键', '参数名称', '参数值', '操作']));
    expect((screen.getByRole('button', { name: '新 增' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: '导 出' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '删除' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('grants every button to an administrator, and speaks the interface language', async () => {
    renderShell(<SchemaListPage route={route} />, { path: '/sysparam', language: 'en', user: fakeUser({ roles: ['ROLE_ADMIN'] }), menu: [] });
    expect(await screen.findByText('site.name')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
