// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { routeCatalogue } from '../../../schemas/routes';
import { http } from '../../app/http';
import { fakeMenuEntry, fakeUser, renderShell } from '../../test/render-shell';
import { loadEntityFiles } from '../../../schemas/load-entity-files';
import SchemaListPage from './SchemaListPage';
import { clearSchemaIndex } from './schema-index';

/** The schemas as the server serves them (read from their folder, as the server does). */
const schemas = loadEntityFiles().map(({ json }) => json as { id: string; route?: string });
const sysparamSchema = schemas.find((schema) => schema.id === 'admin.sysparam')!;
/** What GET /api/clearway/schemas/{id} answers; a test may make it fail. */
let schemaReply: () => { status: number; data: unknown };

const seen: InternalAxiosRequestConfig[] = [];
const original = http.defaults.adapter;

beforeEach(() => {
  seen.length = 0;
  clearSchemaIndex();
  schemaReply = () => ({ status: 200, data: { code: 200, message: 'ok', status: 200, data: { schema: structuredClone(sysparamSchema), overrideVersion: null } } });
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const ok = (data: unknown) => ({ status: 200, statusText: 'OK', headers: {}, config, data: { code: 200, message: 'ok', status: 200, data } });
    if (config.url === '/api/clearway/schemas') return ok(schemas.filter((schema) => schema.route).map((schema) => ({ route: schema.route, schemaId: schema.id })));
    if (config.url === '/api/clearway/schemas/admin.sysparam') {
      const reply = schemaReply();
      if (reply.status !== 200) throw Object.assign(new Error('failed'), { isAxiosError: true, config, response: { status: reply.status, statusText: '', headers: {}, config, data: reply.data } });
      return { status: 200, statusText: 'OK', headers: {}, config, data: reply.data };
    }
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
  it('fetches the index and the route’s schema from the server when it opens (no schema is bundled)', async () => {
    renderShell(<SchemaListPage route={route} />, { path: '/sysparam', user: fakeUser(), menu: sysparamMenu() });
    expect(await screen.findByText('site.name', undefined, { timeout: 5000 })).toBeTruthy();
    expect(seen.filter((c) => c.url === '/api/clearway/schemas')).toHaveLength(1);
    expect(seen.filter((c) => c.url === '/api/clearway/schemas/admin.sysparam')).toHaveLength(1);
  });

  it('draws the schema as the server merged it with the tenant’s override', async () => {
    const merged = structuredClone(sysparamSchema) as unknown as { fields: Record<string, { title: { zh: string; en: string } }> };
    merged.fields.paramKey!.title = { zh: '键名（租户）', en: 'Key (tenant)' };
    schemaReply = () => ({ status: 200, data: { code: 200, message: 'ok', status: 200, data: { schema: merged, overrideVersion: 3 } } });
    renderShell(<SchemaListPage route={route} />, { path: '/sysparam', user: fakeUser(), menu: sysparamMenu() });
    expect((await screen.findAllByText('键名（租户）', undefined, { timeout: 5000 })).length).toBeGreaterThan(0);
  });

  it('says clearly when the schema cannot be fetched, and tries again on request', async () => {
    schemaReply = () => ({ status: 500, data: { code: 500, message: '服务器错误', status: 500, data: null } });
    const shell = renderShell(<SchemaListPage route={route} />, { path: '/sysparam', user: fakeUser(), menu: sysparamMenu() });
    expect(await screen.findByTestId('schema-failed', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/参数管理|页面无法加载/)).toBeTruthy();
    schemaReply = () => ({ status: 200, data: { code: 200, message: 'ok', status: 200, data: { schema: structuredClone(sysparamSchema), overrideVersion: null } } });
    await shell.user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('site.name', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('shows "not built yet" for a route the index does not list', async () => {
    const notBuilt = routeCatalogue.all().find((entry) => !routeCatalogue.children(entry.path).length && !schemas.some((schema) => schema.route === entry.path) && entry.path !== '/')!;
    renderShell(<SchemaListPage route={notBuilt} />, { path: notBuilt.path, user: fakeUser(), menu: [] });
    expect(await screen.findByTestId('not-built', undefined, { timeout: 5000 })).toBeTruthy();
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
