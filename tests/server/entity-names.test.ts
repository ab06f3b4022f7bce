/**
 * Tables and fields named as the spec names them, with one-letter parts and capitals in a row
 * (`cm_two_c_volume_quote`, `totalCBM`, `isHKClear`): rows save, and every list reads them back (it answered 500).
 */
import { defaultEntityRegistry, EntityRegistry } from '../../server/entity/entity-registry';
import { compileEntity } from '../../engine/schema/entity-model';
import { validateEntityJson } from '../../engine/schema/entity-check';
import type { EntitySchema } from '../../engine/schema/entity-schema';
import { type TestClient, expectOk } from './http-client';
import { startTestServer, signInAs, type TestServer } from './test-server';

const t = (zh: string, en: string) => ({ zh, en });

const QUOTE: EntitySchema = {
  id: 'test.twoCVolumeQuote',
  title: t('2C体积报价', '2C volume quotes'),
  api: { pattern: 'admin', entity: 'twoCVolumeQuote' },
  storage: { table: 'cm_two_c_volume_quote', unique: [['quoteCode']] },
  fields: {
    quoteCode: { type: 'string', title: t('报价编号', 'Quote no.'), required: true, maxLength: 20, 'x-filter': { op: 'like' } },
    totalCBM: { type: 'number', title: t('总体积(CBM)', 'Total CBM'), minimum: 0, 'x-filter': { op: 'range' } },
    isHKClear: { type: 'boolean', title: t('香港清关', 'HK clearance') },
  },
  list: { columns: ['quoteCode', 'totalCBM', 'isHKClear'], filters: ['quoteCode', 'totalCBM'], defaultSort: { field: 'totalCBM', order: 'desc' } },
  actions: { create: { action: 'create' }, edit: { action: 'edit' } },
};

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  expect(validateEntityJson(QUOTE)).toEqual([]);
  server = await startTestServer({}, { entities: new EntityRegistry([...defaultEntityRegistry().all(), compileEntity(structuredClone(QUOTE))]) });
  admin = await signInAs(server, 'admin');
});
afterAll(async () => server?.close());

describe('names with one-letter parts and capitals in a row', () => {
  it('save, list, filter, sort and update', async () => {
    const base = '/api/admin/twoCVolumeQuote';
    const created = expectOk(await admin.request('POST', `${base}/addTwoCVolumeQuote`, { json: { quoteCode: 'Q-HK-001', totalCBM: 12.5, isHKClear: true } }));
    expect(created).toMatchObject({ quoteCode: 'Q-HK-001', isHKClear: true });
    expect(Number(created.totalCBM)).toBe(12.5);
    expectOk(await admin.request('POST', `${base}/addTwoCVolumeQuote`, { json: { quoteCode: 'Q-SZ-002', totalCBM: 3, isHKClear: false } }));
    const page = expectOk(await admin.request('GET', `${base}/queryTwoCVolumeQuote`, { query: { totalCBMFrom: 1, sort: 'totalCBM', order: 'asc' } }));
    expect(page.list.map((row: { quoteCode: string }) => row.quoteCode)).toEqual(['Q-SZ-002', 'Q-HK-001']);
    expect(page.list.find((row: { quoteCode: string }) => row.quoteCode === 'Q-HK-001').isHKClear).toBe(true);
    const updated = expectOk(await admin.request('PUT', `${base}/updateTwoCVolumeQuote`, { json: { id: created.id, version: created.version, isHKClear: false } }));
    expect(updated.isHKClear).toBe(false);
    // a unique clash names the field as the schema spells it
    const clash = await admin.request('POST', `${base}/addTwoCVolumeQuote`, { json: { quoteCode: 'Q-HK-001', totalCBM: 1 } });
    expect(clash.http).toBe(400);
    expect(JSON.stringify(clash.body.data)).toContain('quoteCode');
  });
});
