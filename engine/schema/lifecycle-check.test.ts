import { describe, expect, it } from 'vitest';
import { checkEntityFiles, type EntityCheckContext } from './entity-check';
import type { EntitySchema, StatesSpec } from './entity-schema';
import { buildCatalogue } from './route-catalogue';

const title = { zh: '页面', en: 'Page' };
const context: EntityCheckContext = {
  catalogue: buildCatalogue([{ routes: [{ path: '/orders', name: 'orders', title, titleKey: 'route.orders', hidden: true, buttons: ['edit', 'audit', 'submit'].map((code) => ({ code, title })) }] }]),
  dictionaries: [],
  components: ['Input'],
  actions: ['edit', 'transition', 'command'],
  qids: [],
  commands: ['demo.order.approve', 'shared.stamp'],
};

const t = (zh: string, en: string) => ({ zh, en });
const lifecycle = (field: string, transition: string): StatesSpec => ({
  field, initial: 'a', values: { a: t('甲', 'A'), b: t('乙', 'B') }, lock: ['b'],
  transitions: { [transition]: { from: ['a'], to: 'b', title: t('走', 'Go'), button: 'submit' } },
});

/** An order with two lifecycles and a command; each case changes one thing. */
function order(): EntitySchema {
  return {
    id: 'demo.order', title: t('订单', 'Orders'), route: '/orders',
    api: { pattern: 'admin', entity: 'order' },
    storage: { table: 'demo_order' },
    fields: {
      code: { type: 'string', title: t('编码', 'Code') },
      amount: { type: 'number', title: t('金额', 'Amount') },
      declareStatus: { type: 'string', title: t('申报', 'Declare') },
      feeStatus: { type: 'string', title: t('费用', 'Fee') },
    },
    list: { columns: ['code'], row: ['declare', 'approve'] },
    actions: { declare: { action: 'transition', target: 'declare' }, approve: { action: 'command', target: 'approve', button: 'audit' } },
    states: { declare: lifecycle('declareStatus', 'declare'), fee: lifecycle('feeStatus', 'pay') },
    commands: {
      approve: {
        title: t('批准', 'Approve'), selection: 'one', button: 'audit', transition: 'pay',
        params: { approved: { type: 'number', title: t('核定', 'Approved') } },
        guard: { if: { field: 'params.approved', op: 'le', ref: 'amount' }, message: t('超额', 'Too much') },
      },
    },
  };
}

function problemsAfter(change: (s: any) => void) {
  const schema = order();
  change(schema);
  return checkEntityFiles([{ file: 'order.json', json: schema }], context).map(({ path, message }) => ({ path, message }));
}

describe('lifecycles and commands in schemas:check', () => {
  it('passes two lifecycles, a guard, a lock and a command with its implementation', () => {
    expect(problemsAfter(() => {})).toEqual([]);
  });

  it.each<[string, (s: any) => void, string, RegExp]>([
    ['a command without an implementation', (s) => { s.commands.reject = { title: t('驳', 'Reject'), selection: 'many' }; }, '/commands/reject', /no command implementation is registered as "demo.order.reject"/],
    ['a handler that is not registered', (s) => { s.commands.approve.handler = 'shared.nothing'; }, '/commands/approve/handler', /"shared.nothing"/],
    ['a command button not in the route\'s list', (s) => { s.commands.approve.button = 'check'; }, '/commands/approve/button', /button "check" is not in the button list of route \/orders/],
    ['a transition button of a named lifecycle not in the list', (s) => { s.states.fee.transitions.pay.button = 'submitFee'; }, '/states/fee/transitions/pay/button', /button "submitFee"/],
    ['a command action naming no command', (s) => { s.actions.approve.target = 'merge'; }, '/actions/approve/target', /"merge" is not a key of commands/],
    ['a transition action naming no transition', (s) => { s.actions.declare.target = 'release'; }, '/actions/declare/target', /"release" is not a transition of states/],
    ['a command moving rows along no transition', (s) => { s.commands.approve.transition = 'nothing'; }, '/commands/approve/transition', /not a transition/],
    ['a guard reading an unknown parameter', (s) => { s.commands.approve.guard.if.field = 'params.approvedAmount'; }, '/commands/approve/guard/if/field', /unknown parameter "approvedAmount"/],
    ['a guard reading an unknown field', (s) => { s.states.fee.transitions.pay.guard = { if: { any: [{ field: 'total', op: 'notEmpty' }] }, message: t('无', 'No') }; }, '/states/fee/transitions/pay/guard/if/any/0/field', /unknown field "total"/],
    ['a lock state not declared', (s) => { s.states.fee.lock = ['paid']; }, '/states/fee/lock/0', /"paid" is not one of states.values/],
    ['an editable field that does not exist', (s) => { s.states.fee.editable = ['memo']; }, '/states/fee/editable/0', /unknown field "memo"/],
    ['a transition name used by two lifecycles', (s) => { s.states.fee.transitions.declare = s.states.fee.transitions.pay; }, '/states/fee/transitions/declare', /unique across lifecycles/],
    ['two lifecycles on one field', (s) => { s.states.fee.field = 'declareStatus'; }, '/states/fee/field', /already the status field of lifecycle declare/],
  ])('refuses %s', (_name, change, path, message) => {
    expect(problemsAfter(change)).toContainEqual({ path, message: expect.stringMatching(message) });
  });
});

describe('guards over child lines', () => {
  const child: EntitySchema = {
    id: 'demo.goods', title: t('商品', 'Goods'), api: { pattern: 'admin', entity: 'goods' }, storage: { table: 'demo_goods' },
    parent: { entity: 'demo.order', field: 'orderId' },
    fields: { orderId: { type: 'integer', title: t('订单', 'Order'), required: true }, hsCode: { type: 'string', title: t('商品编码', 'HS code') } },
    list: { columns: ['hsCode'], filters: ['orderId'] },
  };
  const withGuard = (field: string): EntitySchema => ({
    ...order(),
    children: { goods: { entity: 'demo.goods' } },
    commands: { approve: { title: t('审核', 'Check'), selection: 'one', button: 'audit', guard: { if: { lines: 'goods', every: { field, op: 'notEmpty' } }, message: t('缺编码', 'No HS code') } } },
  });
  const problems = (schema: EntitySchema) => checkEntityFiles([{ file: 'order.json', json: schema }, { file: 'goods.json', json: child }], context).map((p) => `${p.path}: ${p.message}`);

  it('wants the fields a guard reads on lines to be fields of that child', () => {
    expect(problems(withGuard('hsCode')).filter((p) => p.includes('/guard'))).toEqual([]);
    expect(problems(withGuard('hsCod')).filter((p) => p.includes('/guard'))).toEqual(['/commands/approve/guard/if/every/field: unknown field "hsCod" of the lines "goods" (demo.goods)']);
  });
});
