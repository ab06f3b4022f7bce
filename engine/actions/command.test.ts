import { describe, expect, it } from 'vitest';
import claim from '../../schemas/customer-service/claim.json';
import { ApiError } from '../data/envelope';
import { createActionRegistry } from './index';
import type { ParamsRequest } from './action-types';
import { testEnvironment } from './test-environment';
import type { ActionSpec } from '../schema/entity-schema';

const registry = createActionRegistry();
const claims = [
  { id: 1, version: 1, claimNo: 'A', claimState: 'registered', claimAmount: '10' },
  { id: 2, version: 4, claimNo: 'B', claimState: 'submitted', claimAmount: '20' },
  { id: 3, version: 2, claimNo: 'C', claimState: 'submitted', claimAmount: '30', ext: {} },
];
const spec = (key: string) => (claim.actions as Record<string, ActionSpec>)[key]!;
const setup = () => {
  const env = testEnvironment(claim, claims);
  const dialogs: ParamsRequest[] = [];
  env.openParams = (request) => void dialogs.push(request);
  return { env, dialogs };
};

describe('the command action (server commands)', () => {
  it('is available only on rows in a state its transition starts from; edit and delete not on a locked row', () => {
    const { env } = setup();
    const command = registry.require('command');
    expect(command.availableFor!(claims[1]!, spec('approve'), env.model)).toBe(true);
    expect(command.availableFor!(claims[0]!, spec('approve'), env.model)).toBe(false);
    expect(registry.require('edit').availableFor!(claims[0]!, spec('edit'), env.model)).toBe(true);
    expect(registry.require('edit').availableFor!(claims[1]!, spec('edit'), env.model)).toBe(false);
    expect(registry.require('delete').availableFor!(claims[1]!, { action: 'delete' }, env.model)).toBe(false);
  });

  it('asks the parameters in a dialog, then confirms, then calls the server once per key and tells the result', async () => {
    const { env, dialogs } = setup();
    await registry.require('command').run({ env, spec: spec('approve'), row: claims[1], selection: [] });
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]!.title).toBe('审批通过');
    expect(dialogs[0]!.model.formFields).toEqual(['approvedAmount', 'remark']);
    expect(env.source.calls).toEqual([]);
    env.answer = false;
    expect(await dialogs[0]!.submit({ approvedAmount: 5 })).toBe(false);
    expect(env.source.calls).toEqual([]);
    env.answer = true;
    expect(await dialogs[0]!.submit({ approvedAmount: 5 })).toBe(true);
    const [call] = env.source.calls;
    expect(call).toMatchObject({ method: 'command', args: ['approve', [{ id: 2, version: 4 }], { approvedAmount: 5 }, expect.any(String)] });
    expect(env.events).toEqual(['confirm:确定审批通过这张理赔单？', 'confirm:确定审批通过这张理赔单？', 'success:理赔单 B 状态变为「已通过」', 'refresh']);
  });

  it('a refusal rejects the dialog\'s submit (its field messages show under the fields)', async () => {
    const { env, dialogs } = setup();
    await registry.require('command').run({ env, spec: spec('reject'), row: claims[2], selection: [] });
    env.source.failNext('command', new ApiError(400, 'bad', { reason: '驳回原因不能为空' }));
    await expect(dialogs[0]!.submit({})).rejects.toThrow('bad');
    expect(env.events).not.toContain('refresh');
  });
});

describe('the transition action on a selection', () => {
  it('moves the chosen rows and tells the per-row result', async () => {
    const { env } = setup();
    env.source.rowResults = { summary: '提交成功 1 条，1 条未执行：X', done: 1, refused: 1, rows: [{ id: 1, ok: true }, { id: 2, ok: false, message: 'X' }] };
    await registry.require('transition').run({ env, spec: spec('submitSelected'), selection: [claims[0]!, claims[1]!] });
    expect(env.source.calls[0]).toMatchObject({ method: 'transitionRows', args: [[{ id: 1 }, { id: 2 }], 'submit'] });
    expect(env.events).toEqual(['confirm:提交选中的理赔单？', 'warning:提交成功 1 条，1 条未执行：X', 'refresh']);
  });

  it('warns when nothing is chosen', async () => {
    const { env } = setup();
    await registry.require('transition').run({ env, spec: spec('submitSelected'), selection: [] });
    expect(env.source.calls).toEqual([]);
    expect(env.events).toHaveLength(1);
  });
});

describe('a row command taking its parameters from the row (`rowParams`)', () => {
  const permissions = { ...claim, commands: { ...claim.commands,
    forget: { title: { zh: '删除', en: 'Delete' }, selection: 'none', rowParams: { claimNo: 'claimNo' }, confirm: { zh: '删除？', en: 'Delete?' },
      params: { claimNo: { type: 'string', title: { zh: '单号', en: 'No.' } } } },
    amend: { title: { zh: '编辑', en: 'Edit' }, selection: 'none', rowParams: { claimNo: 'claimNo' },
      params: { claimNo: { type: 'string', title: { zh: '单号', en: 'No.' } }, remark: { type: 'string', title: { zh: '备注', en: 'Remark' } } } } } };

  it('asks no dialog when the row gives every parameter, only the confirmation', async () => {
    const env = testEnvironment(permissions, claims);
    const dialogs: ParamsRequest[] = [];
    env.openParams = (request) => void dialogs.push(request);
    await registry.require('command').run({ env, spec: { action: 'command', target: 'forget' }, row: claims[0], selection: [] });
    expect(dialogs).toEqual([]);
    expect(env.source.calls[0]).toMatchObject({ method: 'command', args: ['forget', [], { claimNo: 'A' }, expect.any(String)] });
  });

  it('starts the dialog from the row for the others', async () => {
    const env = testEnvironment(permissions, claims);
    const dialogs: ParamsRequest[] = [];
    env.openParams = (request) => void dialogs.push(request);
    await registry.require('command').run({ env, spec: { action: 'command', target: 'amend' }, row: claims[1], selection: [] });
    expect(dialogs[0]!.values).toEqual({ claimNo: 'B' });
    await dialogs[0]!.submit({ claimNo: 'B', remark: 'x' });
    expect(env.source.calls[0]).toMatchObject({ args: ['amend', [], { claimNo: 'B', remark: 'x' }, expect.any(String)] });
  });
});
