/**
 * A date-only field (`format: "date"`) travels and is stored as the day it is, `YYYY-MM-DD`: it came back as a UTC
 * timestamp of the server's midnight, which a browser west of the server showed as the day before.
 */
import { defaultEntityRegistry, EntityRegistry } from '../../server/entity/entity-registry';
import { compileEntity } from '../../engine/schema/entity-model';
import { validateEntityJson } from '../../engine/schema/entity-check';
import type { EntitySchema } from '../../engine/schema/entity-schema';
import { type TestClient, expectOk } from './http-client';
import { startTestServer, signInAs, type TestServer } from './test-server';

const t = (zh: string, en: string) => ({ zh, en });

const RATE: EntitySchema = {
  id: 'test.rate',
  title: t('汇率', 'Rates'),
  api: { pattern: 'admin', entity: 'rate' },
  storage: { table: 'test_rate' },
  fields: {
    currency: { type: 'string', title: t('币种', 'Currency'), required: true, maxLength: 3 },
    validFrom: { type: 'string', title: t('生效日期', 'Valid from'), format: 'date', 'x-filter': { op: 'range' } },
  },
  list: { columns: ['currency', 'validFrom'], filters: ['validFrom'] },
  actions: { create: { action: 'create' }, edit: { action: 'edit' } },
};

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  expect(validateEntityJson(RATE)).toEqual([]);
  server = await startTestServer({}, { entities: new EntityRegistry([...defaultEntityRegistry().all(), compileEntity(structuredClone(RATE))]) });
  admin = await signInAs(server, 'admin');
});
afterAll(async () => server?.close());

describe('date-only fields', () => {
  it('come back as the day sent, in the write reply, the list and after an update', async () => {
    const created = expectOk(await admin.request('POST', '/api/admin/rate/addRate', { json: { currency: 'USD', validFrom: '2026-03-05' } }));
    expect(created.validFrom).toBe('2026-03-05');
    const page = expectOk(await admin.request('GET', '/api/admin/rate/queryRate', { query: { validFromFrom: '2026-03-05', validFromTo: '2026-03-05' } }));
    expect(page.list.map((row: { validFrom: string }) => row.validFrom)).toEqual(['2026-03-05']);
    const updated = expectOk(await admin.request('PUT', '/api/admin/rate/updateRate', { json: { id: created.id, version: created.version, validFrom: '2026-12-31' } }));
    expect(updated.validFrom).toBe('2026-12-31');
  });

  it('refuse a value that is not a day', async () => {
    for (const validFrom of ['2026-02-30T00:00:00Z', '05/03/2026', '2026-13-01']) {
      const reply = await admin.request('POST', '/api/admin/rate/addRate', { json: { currency: 'EUR', validFrom } });
      expect(reply.http, validFrom).toBe(400);
    }
  });
});
