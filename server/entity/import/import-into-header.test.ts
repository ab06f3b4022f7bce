import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileEntity } from '../../../engine/schema/entity-model';
import { openDatabase, type OpenedDatabase } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { SessionUser } from '../../http/request-context';
import { BILL, models } from './import-fixtures.test-helper';
import { importHeaderOf } from './import-into-header';

let opened: OpenedDatabase;
const user = (tenantId: number) => ({ id: 1, tenantId, username: 'u' }) as unknown as SessionUser;
// The fixture's bill with a lifecycle that locks it once submitted.
const lockedBill = compileEntity({ ...structuredClone(BILL), fields: { ...BILL.fields, state: { type: 'string', title: { zh: '状态', en: 'State' } } },
  states: { field: 'state', initial: 'draft', values: { draft: { zh: '草稿', en: 'Draft' }, sent: { zh: '已提交', en: 'Submitted' } }, lock: ['sent'], transitions: {} } });
const { goods } = models();
const lookup = { get: (id: string) => (id === lockedBill.id ? lockedBill : id === goods.id ? goods : undefined) };
const failure = async (work: Promise<unknown>) => work.then(() => undefined, (error: unknown) => error as AppError);

beforeAll(async () => {
  opened = await openDatabase({ dataDir: 'memory://' });
  await sql`CREATE TABLE test_bill (id serial PRIMARY KEY, tenant_id int NOT NULL, bill_no text, state text)`.execute(opened.db);
  await sql`INSERT INTO test_bill (tenant_id, bill_no, state) VALUES (1, 'B1', 'draft'), (1, 'B2', 'sent'), (2, 'B3', 'draft')`.execute(opened.db);
});
afterAll(async () => opened?.close());

describe('a child\'s import into one header', () => {
  it('finds the header by id under the parent field or by its unique key, in the caller\'s tenant', async () => {
    expect(await importHeaderOf(opened.db, goods, lookup, user(1), 'zh', { billId: '1' })).toMatchObject({ field: 'billId', id: 1 });
    expect(await importHeaderOf(opened.db, goods, lookup, user(1), 'zh', { billNo: 'B1' })).toMatchObject({ field: 'billId', id: 1 });
    // Not a child: no header.
    expect(await importHeaderOf(opened.db, lockedBill, lookup, user(1), 'zh', {})).toBeUndefined();
  });

  it('refuses no header named, another tenant\'s, a bad id, and a locked one naming its state', async () => {
    expect((await failure(importHeaderOf(opened.db, goods, lookup, user(1), 'zh', {})))?.errorName).toBe('IMPORT_HEADER_REQUIRED');
    const foreign = await failure(importHeaderOf(opened.db, goods, lookup, user(1), 'zh', { billNo: 'B3' }));
    expect(foreign?.errorName).toBe('IMPORT_HEADER_MISSING');
    expect(foreign?.fields).toHaveProperty('billNo');
    expect((await failure(importHeaderOf(opened.db, goods, lookup, user(1), 'zh', { billId: 'x' })))?.errorName).toBe('IMPORT_HEADER_MISSING');
    const locked = await failure(importHeaderOf(opened.db, goods, lookup, user(1), 'zh', { billId: '2' }));
    expect(locked?.errorName).toBe('RECORD_LOCKED');
    expect(locked?.messageIn('zh')).toContain('已提交');
  });
});

