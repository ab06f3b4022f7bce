import { expectOk, type TestClient } from './http-client';
import { startSignedIn, type TestServer } from './test-server';

let server: TestServer;
let admin: TestClient;
const post = (call: string, json: unknown) => admin.request('POST', `/api/bdtibs/customer/${call}`, { json });

beforeAll(async () => { ({ server, as: { admin } } = await startSignedIn(['admin'])); }, 240_000);
afterAll(async () => server?.close());

it('x-when require: notifyEmail when orders need confirmation, on create and update', async () => {
  const base = { customerCode: 'KH10005', settlementCurrency: '142', orderConfirmRequired: '1' };
  const create = await post('saveCustomerPlus', base);
  expect(create.http).toBe(400);
  expect(create.body.data.fields).toEqual({ notifyEmail: '通知邮箱不能为空' });
  const saved = expectOk(await post('saveCustomerPlus', { ...base, orderConfirmRequired: '0' }));
  const update = await post('updateCustomerPlus', { id: saved.id, version: saved.version, orderConfirmRequired: '1' });
  expect(update.http).toBe(400);
  expect(update.body.data.fields).toEqual({ notifyEmail: '通知邮箱不能为空' });
  expectOk(await post('updateCustomerPlus', { id: saved.id, version: saved.version, orderConfirmRequired: '1', notifyEmail: 'a@b.example' }));
});
