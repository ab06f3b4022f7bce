import sysparam from '../../schemas/admin/sysparam.json';
import carrier from '../../schemas/base/carrier.json';
import claim from '../../schemas/customer-service/claim.json';
import { ApiError } from '../data/envelope';
import { createActionRegistry, BUILT_IN_ACTIONS } from './index';
import { ACTION_NAMES } from '../schema/entity-check';
import { actionLabel, placedActions } from './resolve-actions';
import { actionState } from './action-state';
import { fillPath } from './navigate';
import { testEnvironment } from './test-environment';
import type { ActionSpec } from '../schema/entity-schema';

const registry = createActionRegistry();
const run = (name: string, env: ReturnType<typeof testEnvironment>, extra: { row?: Record<string, unknown>; selection?: Record<string, unknown>[]; spec?: Partial<ActionSpec> } = {}) =>
  registry.require(name).run({ env, spec: { action: name, ...extra.spec }, row: extra.row, selection: extra.selection ?? [] });

const rows = [{ id: 1, version: 1, paramKey: 'a' }, { id: 2, version: 1, paramKey: 'b' }];

describe('the action registry', () => {
  it('holds every built-in action, each with a scope', () => {
    expect(BUILT_IN_ACTIONS).toEqual(['create', 'edit', 'view', 'delete', 'batchDelete', 'export', 'exportWord', 'exportPDF', 'exportTask', 'import', 'command', 'transition', 'navigate', 'download']);
    expect(BUILT_IN_ACTIONS).toEqual([...ACTION_NAMES]);
    expect(registry.require('batchDelete').scope).toBe('batch');
    expect(registry.require('delete').scope).toBe('row');
    expect(registry.require('create').scope).toBe('toolbar');
  });

  it('places the schema’s toolbar, row and batch actions with their labels', () => {
    const { model } = testEnvironment(sysparam);
    expect(placedActions(model, registry, 'toolbar').map((a) => a.key)).toEqual(['create', 'export', 'exportWord', 'exportPDF']);
    const [batch] = placedActions(model, registry, 'batch');
    expect(batch).toMatchObject({ key: 'batchDelete', spec: { button: 'delete' } });
    expect(actionLabel(batch!, 'zh')).toBe('批量删除');
    expect(actionLabel({ ...batch!, spec: { ...batch!.spec, title: { zh: '清除', en: 'Clear' } } }, 'en')).toBe('Clear');
  });
});

describe('actions', () => {
  it('create and edit open the form; view opens the detail', async () => {
    const env = testEnvironment(sysparam, rows);
    await run('create', env);
    await run('edit', env, { row: rows[0] });
    await run('view', env, { selection: [rows[1]!] });
    expect(env.events).toEqual(['form:create:', 'form:edit:1', 'detail:2']);
  });

  it('edit from the toolbar needs exactly one chosen row', async () => {
    const env = testEnvironment(sysparam, rows);
    await run('edit', env, { selection: rows });
    await run('edit', env, { selection: [] });
    expect(env.events).toEqual(['warning:只能选择一条记录', 'warning:请选择一条记录']);
  });

  it('delete asks first, then deletes and reloads; a no leaves the row', async () => {
    const env = testEnvironment(sysparam, rows);
    env.answer = false;
    await run('delete', env, { row: rows[0] });
    expect(env.source.rows).toHaveLength(2);
    env.answer = true;
    await run('delete', env, { row: rows[0] });
    expect(env.events).toEqual(['confirm:删除参数 a？', 'confirm:删除参数 a？', 'success:删除成功', 'refresh']);
    expect(env.source.rows.map((r) => r.id)).toEqual([2]);
  });

  it('the delete question names the record by its label fields, in the language; a nameless row gets the plain question', async () => {
    const en = testEnvironment(carrier, [{ id: 1, version: 1, carrierCode: 'SF001', carrierName: '顺丰速运' }], 'en');
    en.answer = false;
    await run('delete', en, { row: en.source.rows[0] });
    await run('delete', en, { row: { id: 9, version: 1 } });
    expect(en.events).toEqual(['confirm:Delete carrier SF001 顺丰速运?', 'confirm:Delete this record?']);
  });

  it('a transition tells the record and its new state', async () => {
    const env = testEnvironment(claim, [{ id: 4, version: 1, claimNo: 'CL2026-0001', claimState: 'registered' }], 'en');
    await run('transition', env, { row: env.source.rows[0], spec: { target: 'submit' } });
    expect(env.events[0]).toBe('success:Claim CL2026-0001 is now Submitted');
  });

  it('batch delete without a selection says to choose records, in the language', async () => {
    const zh = testEnvironment(sysparam, rows);
    await run('batchDelete', zh);
    const en = testEnvironment(sysparam, rows, 'en');
    await run('batchDelete', en);
    expect([...zh.events, ...en.events]).toEqual(['warning:请选择要删除的记录', 'warning:Choose records to delete']);
    await run('batchDelete', zh, { selection: rows });
    expect(zh.source.calls.at(-1)).toEqual({ method: 'remove', args: [[1, 2]] });
  });

  it('export sends the list’s filters and the chosen ids, and saves the file under its name', async () => {
    const env = testEnvironment(sysparam, rows);
    await run('exportPDF', env, { selection: [rows[1]!] });
    expect(env.source.calls[0]).toEqual({ method: 'export', args: ['exportPDF', { filters: { paramName: 'x' }, sort: 'paramKey', order: 'asc', ids: [2] }] });
    expect(env.events).toEqual(['download:exportPDF.pdf', 'success:已导出 exportPDF.pdf']);
  });

  it('an export with a target asks for that named export with the same selection', async () => {
    const env = testEnvironment(sysparam, rows);
    await run('export', env, { selection: [rows[0]!], spec: { target: 'exportSysparamKeys' } });
    expect(env.source.calls[0]).toEqual({ method: 'export', args: ['export', { filters: { paramName: 'x' }, sort: 'paramKey', order: 'asc', ids: [1] }, 'exportSysparamKeys'] });
  });

  it('shows a failed export the client did not show, but not one it did', async () => {
    const env = testEnvironment(sysparam, rows);
    env.source.failNext('export', new ApiError(403, '没有权限', undefined, false));
    await run('export', env);
    env.source.failNext('export', new ApiError(500, 'shown'));
    await run('exportWord', env);
    expect(env.events).toEqual(['error:没有权限']);
  });

  it('import asks for a file, shows refused rows, or reports the count and reloads', async () => {
    const env = testEnvironment(carrier);
    await run('import', env);
    expect(env.source.calls).toEqual([]);
    env.file = new File(['x'], 'c.xlsx');
    env.source.importResult = { imported: 0, errors: [{ row: 2, field: 'carrierCode', message: '必填' }] };
    await run('import', env);
    env.source.importResult = { imported: 5, errors: [] };
    await run('import', env);
    expect(env.events).toEqual(['importErrors:1', 'success:已导入 5 条', 'refresh']);
  });

  it('exportTask queues the list\'s selection as an export task and says where to find it', async () => {
    const env = testEnvironment(carrier, [{ id: 7, version: 3, carrierCode: 'SF' }]);
    await run('exportTask', env, { selection: [{ id: 7 }] });
    expect(env.source.calls[0]).toMatchObject({ method: 'exportTask', args: [{ ids: [7] }] });
    expect(env.events).toEqual(['success:导出任务已创建，请在「导出任务」页面查看进度并下载']);
    expect(env.notices.at(-1)).toEqual({ label: '打开导出任务', path: '/exportTaskQuery' });
  });

  it('transition, command and navigate use their target (commands: command.test.ts)', async () => {
    const env = testEnvironment(carrier, [{ id: 7, version: 3, carrierCode: 'SF' }]);
    await run('transition', env, { row: env.source.rows[0], spec: { target: 'lock' } });
    expect(env.source.calls[0]).toMatchObject({ method: 'transition', args: [{ id: 7 }, 'lock'] });
    await expect(run('command', env, { spec: { target: 'nope' } })).rejects.toThrow('nope');
    await run('navigate', env, { row: { id: 7, carrierCode: 'S F' }, spec: { target: '/carrier/:carrierCode' } });
    expect(env.events).toEqual(['success:状态已更新', 'refresh', 'navigate:/carrier/S%20F']);
    expect(fillPath('/a/:id', undefined)).toBe('/a/');
  });
});

describe('actionState', () => {
  it('enables granted or unguarded actions, and disables or removes the rest', () => {
    const allowed = new Set(['add']);
    expect(actionState({ action: 'create', button: 'add' }, allowed)).toBe('enabled');
    expect(actionState({ action: 'view' }, allowed)).toBe('enabled');
    expect(actionState({ action: 'delete', button: 'delete' }, allowed)).toBe('disabled');
    expect(actionState({ action: 'delete', button: 'delete', whenDenied: 'remove' }, allowed)).toBe('removed');
    expect(actionState({ action: 'delete', button: 'delete' }, 'all')).toBe('enabled');
  });
});
