/**
 * Lifecycles (`states`) over real HTTP, with a throwaway schema served next to the repository's (the `entities`
 * option of buildApp): a new row starts in the initial state, updates may not touch the status, and
 * POST /api/clearway/entity/:entityId/transition moves a row along declared transitions only, logged in the audit
 * log. Also a numeric field, whose value the database returns as text, round-tripping through update.
 */
import { defaultEntityRegistry, EntityRegistry } from '../../server/entity/entity-registry';
import { compileEntity } from '../../engine/schema/entity-model';
import { validateEntityJson } from '../../engine/schema/entity-check';
import type { EntitySchema } from '../../engine/schema/entity-schema';
import { TestClient, expectOk } from './http-client';
import { startSignedIn, type TestServer } from './test-server';

const t = (zh: string, en: string) => ({ zh, en });

/** A ticket that is drafted, submitted, then approved or rejected (and resubmitted). */
const TICKET: EntitySchema = {
  id: 'test.ticket',
  title: t('工单', 'Tickets'),
  api: { pattern: 'admin', entity: 'ticket' },
  storage: { table: 'test_ticket', unique: [['ticketCode']] },
  fields: {
    ticketCode: { type: 'string', title: t('工单号', 'Ticket no.'), required: true, maxLength: 20 },
    subject: { type: 'string', title: t('主题', 'Subject'), maxLength: 100, 'x-filter': { op: 'like' } },
    amount: { type: 'number', title: t('金额', 'Amount'), minimum: 0, 'x-filter': { op: 'range' } },
    status: { type: 'string', title: t('状态', 'Status'), maxLength: 16, readOnly: true },
  },
  list: { columns: ['ticketCode', 'subject', 'amount', 'status'], filters: ['subject', 'amount', 'status'] },
  actions: {
    create: { action: 'create' },
    edit: { action: 'edit' },
    submit: { action: 'transition', target: 'submit' },
  },
  states: {
    field: 'status',
    initial: 'draft',
    values: { draft: t('草稿', 'Draft'), submitted: t('已提交', 'Submitted'), approved: t('已批准', 'Approved'), rejected: t('已驳回', 'Rejected') },
    transitions: {
      submit: { from: ['draft', 'rejected'], to: 'submitted', title: t('提交', 'Submit') },
      approve: { from: ['submitted'], to: 'approved', title: t('批准', 'Approve') },
      reject: { from: ['submitted'], to: 'rejected', title: t('驳回', 'Reject') },
    },
  },
};

/** An order with two lifecycles: its declaration (which locks it, the remark still editable) and its fee. */
const ORDER: EntitySchema = {
  id: 'test.feeorder',
  title: t('订单', 'Orders'),
  api: { pattern: 'admin', entity: 'feeorder' },
  storage: { table: 'test_fee_order', unique: [['orderNo']] },
  fields: {
    orderNo: { type: 'string', title: t('订单号', 'Order no.'), required: true, maxLength: 20 },
    remark: { type: 'string', title: t('备注', 'Remark'), maxLength: 100 },
    fee: { type: 'number', title: t('费用', 'Fee'), minimum: 0 },
    declareStatus: { type: 'string', title: t('申报状态', 'Declaration'), maxLength: 16 },
    feeStatus: { type: 'string', title: t('费用状态', 'Fee status'), maxLength: 16 },
  },
  list: { columns: ['orderNo', 'declareStatus', 'feeStatus'] },
  actions: { create: { action: 'create' }, edit: { action: 'edit' }, delete: { action: 'delete' } },
  states: {
    declare: {
      field: 'declareStatus', initial: 'draft', lock: ['declared'], editable: ['remark'],
      values: { draft: t('草稿', 'Draft'), declared: t('已申报', 'Declared') },
      transitions: { declare: { from: ['draft'], to: 'declared', title: t('申报', 'Declare') }, recall: { from: ['declared'], to: 'draft', title: t('撤回', 'Recall') } },
    },
    fee: {
      field: 'feeStatus', initial: 'unpaid',
      values: { unpaid: t('未缴', 'Unpaid'), paid: t('已缴', 'Paid') },
      transitions: { pay: { from: ['unpaid'], to: 'paid', title: t('缴费', 'Pay'), guard: { if: { all: [{ field: 'fee', op: 'notEmpty' }, { field: 'fee', op: 'gt', value: 0 }] }, message: t('请先填写费用', 'enter the fee first') } } },
    },
  },
};

let server: TestServer;
let admin: TestClient;
let operator: TestClient;

beforeAll(async () => {
  expect(validateEntityJson(TICKET)).toEqual([]);
  expect(validateEntityJson(ORDER)).toEqual([]);
  const entities = new EntityRegistry([...defaultEntityRegistry().all(), compileEntity(structuredClone(TICKET)), compileEntity(structuredClone(ORDER))]);
  ({ server, as: { admin, operator } } = await startSignedIn(['admin', 'operator'], {}, { entities }));
});
afterAll(async () => server?.close());

let counter = 0;
const add = (row: Record<string, unknown> = {}) => admin.request('POST', '/api/admin/ticket/addTicket', { json: { ticketCode: `TK${++counter}`, subject: '申报资料', ...row } });
const update = (row: unknown) => admin.request('PUT', '/api/admin/ticket/updateTicket', { json: row });
const move = (row: { id: number; version: number }, transition: string, client = admin, entity = 'test.ticket') =>
  client.request('POST', `/api/clearway/entity/${entity}/transition`, { json: { id: row.id, version: row.version, transition } });


describe('a lifecycle', () => {
  it('starts a new row in the initial state, whatever the form leaves out', async () => {
    const row = expectOk(await add());
    expect(row).toMatchObject({ status: 'draft', version: 1 });
    expect(expectOk(await add({ status: 'draft' })).status).toBe('draft');
    const refused = await add({ status: 'approved' });
    expect(refused.http).toBe(400);
    expect(refused.body.message).toBe('状态只能通过状态流转修改，不能从「草稿」改为「已批准」');
  });

  it('refuses an update that changes the status, naming from and to; other changes go through', async () => {
    const row = expectOk(await add());
    const refused = await update({ ...row, status: 'approved' });
    expect(refused.body).toMatchObject({ code: 400, message: '状态只能通过状态流转修改，不能从「草稿」改为「已批准」' });
    const edited = expectOk(await update({ ...row, subject: '补充资料' }));
    expect(edited).toMatchObject({ subject: '补充资料', status: 'draft', version: 2 });
  });

  it('moves along declared transitions, bumping the version, and logs each move', async () => {
    const row = expectOk(await add());
    const submitted = expectOk(await move(row, 'submit'));
    expect(submitted).toMatchObject({ id: row.id, status: 'submitted', version: 2 });
    const rejected = expectOk(await move(submitted, 'reject'));
    const resubmitted = expectOk(await move(rejected, 'submit'));
    const approved = expectOk(await move(resubmitted, 'approve'));
    expect(approved).toMatchObject({ status: 'approved', version: 5 });
    const audit = expectOk(await admin.request('GET', '/api/clearway/audit', { query: { entity: 'test.ticket', rowId: row.id } }));
    expect(audit.list.map((e: Record<string, unknown>) => [e.action, e.changed])).toEqual([
      ['transition', { status: ['submitted', 'approved'] }],
      ['transition', { status: ['rejected', 'submitted'] }],
      ['transition', { status: ['submitted', 'rejected'] }],
      ['transition', { status: ['draft', 'submitted'] }],
      ['create', { ticketCode: [null, row.ticketCode], subject: [null, '申报资料'], status: [null, 'draft'] }],
    ]);
  });

  it('refuses a move the lifecycle does not declare from the row\'s state, naming from and to', async () => {
    const row = expectOk(await add());
    const refused = await move(row, 'approve');
    expect(refused.http).toBe(400);
    expect(refused.body.message).toBe('「批准」不能把状态从「草稿」变为「已批准」');
    const english = new TestClient(admin.baseUrl, 'en');
    english.token = admin.token;
    expect((await move(row, 'approve', english)).body.message).toBe('"Approve" cannot move the status from "Draft" to "Approved"');
    const [current] = expectOk(await admin.request('GET', '/api/admin/ticket/queryTicket', { query: { ticketCode: row.ticketCode } })).list;
    expect(current).toMatchObject({ status: 'draft', version: 1 });
  });

  it('refuses a stale version, an unknown transition, an unknown entity and an entity without a lifecycle', async () => {
    const row = expectOk(await add());
    const submitted = expectOk(await move(row, 'submit'));
    expect((await move(row, 'approve')).http).toBe(409);
    expect((await move(submitted, 'archive')).body).toMatchObject({ code: 400, message: '工单没有名为 archive 的状态流转' });
    expect((await move(submitted, 'toString')).http).toBe(400);
    expect((await move(submitted, 'approve', admin, 'test.nothing')).http).toBe(404);
    expect((await move({ id: 1, version: 1 }, 'submit', admin, 'admin.sysparam')).http).toBe(400);
    expect((await move({ id: 999_999, version: 1 }, 'submit')).http).toBe(404);
    for (const body of [{}, { id: 'x', version: 1, transition: 'submit' }, { id: 1, version: 1, transition: 'submit', status: 'approved' }, [1]]) {
      expect((await admin.request('POST', '/api/clearway/entity/test.ticket/transition', { json: body })).http).toBe(400);
    }
  });

  it('needs the transition\'s button: the operator has none', async () => {
    const row = expectOk(await add());
    expect((await move(row, 'submit', operator)).http).toBe(403);
  });
});

describe('a numeric field', () => {
  it('is read back as the database writes it and accepted back as it was read; a range filter bounds it', async () => {
    const row = expectOk(await add({ amount: 12.5 }));
    expect(row.amount).toBe('12.50000');
    expect(expectOk(await update({ ...row, subject: '改' }))).toMatchObject({ amount: '12.50000', version: 2 });
    expect((await update({ ...row, version: 2, amount: '-1' })).body.data.fields).toEqual({ amount: '金额不能小于0' });
    expect((await update({ ...row, version: 2, amount: 'lots' })).body.data.fields).toEqual({ amount: '金额应为数字' });
    expect((await update({ ...row, version: 2, amount: 1e20 })).http).toBe(400);
    expectOk(await add({ amount: '300' }));
    const inRange = expectOk(await admin.request('GET', '/api/admin/ticket/queryTicket', { query: { amountFrom: 10, amountTo: 100 } }));
    expect(inRange.list.map((r: Record<string, unknown>) => r.id)).toEqual([row.id]);
    expect((await admin.request('GET', '/api/admin/ticket/queryTicket', { query: { amountFrom: 'ten' } })).http).toBe(400);
  });
});

describe('several lifecycles, guards and locks', () => {
  let orders = 0;
  const addOrder = (row: Record<string, unknown> = {}) => admin.request('POST', '/api/admin/feeorder/addFeeorder', { json: { orderNo: `OD${++orders}`, ...row } });
  const updateOrder = (row: unknown) => admin.request('PUT', '/api/admin/feeorder/updateFeeorder', { json: row });
  const moveOrder = (row: { id: number; version: number }, transition: string) => move(row, transition, admin, 'test.feeorder');

  it('starts each lifecycle in its initial state; each transition moves its own status field', async () => {
    const row = expectOk(await addOrder({ fee: 12 }));
    expect(row).toMatchObject({ declareStatus: 'draft', feeStatus: 'unpaid' });
    const paid = expectOk(await moveOrder(row, 'pay'));
    expect(paid).toMatchObject({ declareStatus: 'draft', feeStatus: 'paid' });
    const declared = expectOk(await moveOrder(paid, 'declare'));
    expect(declared).toMatchObject({ declareStatus: 'declared', feeStatus: 'paid' });
    expect((await updateOrder({ ...expectOk(await addOrder()), feeStatus: 'paid' })).body.message).toBe('费用状态只能通过状态流转修改，不能从「未缴」改为「已缴」');
  });

  it('refuses a transition whose guard fails, naming the transition and the condition', async () => {
    const row = expectOk(await addOrder());
    const refused = await moveOrder(row, 'pay');
    expect(refused.http).toBe(400);
    expect(refused.body.message).toBe('「缴费」不能执行：请先填写费用');
  });

  it('locks a declared order: its editable fields still change, any other field and the delete are refused', async () => {
    const declared = expectOk(await moveOrder(expectOk(await addOrder({ fee: 5, remark: 'a' })), 'declare'));
    const remarked = expectOk(await updateOrder({ ...declared, remark: '补充说明' }));
    expect(remarked).toMatchObject({ remark: '补充说明', declareStatus: 'declared' });
    const refused = await updateOrder({ ...remarked, fee: 6 });
    expect(refused.http).toBe(400);
    expect(refused.body.message).toBe(`订单「${declared.orderNo}」为「已申报」状态，已锁定，不能修改`);
    expect((await admin.request('POST', '/api/admin/feeorder/deleteFeeorder', { query: { id: declared.id } })).body.message).toBe(`订单「${declared.orderNo}」为「已申报」状态，已锁定，不能删除`);
    // A transition still moves it (the lock is on edits), and back in draft it edits again.
    const recalled = expectOk(await moveOrder(remarked, 'recall'));
    expect(expectOk(await updateOrder({ ...recalled, fee: 6 })).fee).toBe('6.00000');
  });
});
