import { compileEntity } from './entity-model';
import type { EntitySchema } from './entity-schema';

const t = (zh: string, en: string) => ({ zh, en });

const base = (extra: Partial<EntitySchema> = {}): EntitySchema => ({
  id: 'test.claim',
  title: t('理赔', 'Claims'),
  api: { pattern: 'base', entity: 'Claim', list: { qid: 'FIND_CLAIM' }, export: true },
  storage: { table: 'cs_claim' },
  fields: {
    claimNo: { type: 'string', title: t('理赔单号', 'Claim no.'), required: true, maxLength: 32 },
    amount: { type: 'number', title: t('金额', 'Amount') },
    claimState: { type: 'string', title: t('状态', 'State'), maxLength: 16 },
  },
  list: { columns: ['claimNo', 'amount', 'claimState'] },
  ...extra,
});

const states = {
  field: 'claimState',
  initial: 'registered',
  values: { registered: t('已登记', 'Registered'), submitted: t('已提交', 'Submitted') },
  transitions: { submit: { from: ['registered'], to: 'submitted', title: t('提交', 'Submit') } },
};

describe('compileEntity', () => {
  it('expands the base pattern to the spec paths, export only when asked', () => {
    const model = compileEntity(base());
    expect(model.endpoints.create).toEqual({ method: 'POST', input: 'json', path: '/api/bdtibs/base/saveClaim' });
    expect(model.endpoints.export?.path).toBe('/api/bdtibs/base/exportClaim');
    expect(model.endpoints.import).toBeUndefined();
    expect(model.listQid).toBe('FIND_CLAIM');
    expect(model.columns.map((column) => [column.column, column.sqlType])).toEqual([['claim_no', 'varchar(32)'], ['amount', 'numeric(19,5)'], ['claim_state', 'varchar(16)']]);
  });

  it('gives a lifecycle\'s status field the state labels and keeps it out of the form', () => {
    const model = compileEntity(base({ states }));
    expect(model.schema.fields.claimState).toMatchObject({
      readOnly: true,
      enum: ['registered', 'submitted'],
      'x-enum-titles': [t('已登记', 'Registered'), t('已提交', 'Submitted')],
    });
    expect(model.formFields).toEqual(['claimNo', 'amount']);
  });

  it('leaves labels a schema gives its status field alone', () => {
    const schema = base({ states });
    schema.fields.claimState = { ...schema.fields.claimState!, enum: ['registered', 'submitted'], 'x-enum-titles': [t('登记', 'New'), t('提交', 'Sent')] };
    expect(compileEntity(schema).schema.fields.claimState!['x-enum-titles']).toEqual([t('登记', 'New'), t('提交', 'Sent')]);
  });

  it('does not change the schema it is given', () => {
    const schema = base({ states });
    compileEntity(schema);
    expect(schema.fields.claimState!.readOnly).toBeUndefined();
  });
});

describe('commandEndpointsOf', () => {
  it('serves a command with a call under the pattern\'s base, or at its own path; POST and JSON unless it says', async () => {
    const { commandEndpointsOf } = await import('./entity-model');
    const t = { zh: '拼单', en: 'Merge' };
    const schema = {
      id: 'customs.order', title: t, api: { pattern: 'customs', entity: 'Order' }, fields: {}, list: { columns: [] },
      commands: {
        merge: { title: t, selection: 'many', call: { name: 'mergeOrder', input: 'query' } },
        fee: { title: t, selection: 'many', call: { name: 'submitFee', method: 'PUT', path: '/api/fees/submitFee' } },
        plain: { title: t, selection: 'one' },
      },
    } as unknown as EntitySchema;
    expect(commandEndpointsOf(schema)).toEqual({
      merge: { method: 'POST', input: 'query', path: '/api/bdtibs/customs/mergeOrder', command: 'merge' },
      fee: { method: 'PUT', input: 'json', path: '/api/fees/submitFee', command: 'fee' },
    });
  });
});
