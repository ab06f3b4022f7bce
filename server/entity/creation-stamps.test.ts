import { compileEntity } from '../../engine/schema/entity-model';
import type { EntitySchema } from '../../engine/schema/entity-schema';
import { creationStamps, updateStamps } from './creation-stamps';

const t = (zh: string, en: string) => ({ zh, en });
const LOG: EntitySchema = {
  id: 'test.log',
  title: t('日志', 'Log'),
  api: { pattern: 'admin', entity: 'log' },
  storage: { table: 'test_log' },
  fields: {
    content: { type: 'string', title: t('内容', 'Content') },
    operator: { type: 'string', title: t('操作人', 'By'), 'x-stamp': 'createdBy' },
    operatedAt: { type: 'string', format: 'date-time', title: t('操作时间', 'When'), 'x-stamp': 'createdAt' },
  },
  list: { columns: ['content', 'operator', 'operatedAt'] },
};

describe('creationStamps', () => {
  const now = new Date('2026-11-26T06:00:00Z');

  it('stamps the x-stamp fields with the writer and the time, and the engine columns', () => {
    expect(creationStamps(compileEntity(LOG), 'customs', now)).toEqual({
      fields: { operator: 'customs', operatedAt: now },
      columns: { version: 1, created_at: now, created_by: 'customs', updated_at: now, updated_by: 'customs' },
    });
  });

  it('makes stamped fields read-only, so no request can set them', () => {
    const model = compileEntity(LOG);
    expect(model.schema.fields.operator!.readOnly).toBe(true);
    expect(model.formFields).toEqual(['content']);
  });

  it('stamps updatedBy / updatedAt fields on insert and on every later write, the created ones only on insert', () => {
    const edited: EntitySchema = { ...LOG, fields: { ...LOG.fields, modifyMan: { type: 'string', title: t('修改人', 'Modified by'), 'x-stamp': 'updatedBy' }, modifyDate: { type: 'string', format: 'date-time', title: t('修改时间', 'Modified'), 'x-stamp': 'updatedAt' } } };
    const model = compileEntity(edited);
    expect(creationStamps(model, 'admin', now).fields).toEqual({ operator: 'admin', operatedAt: now, modifyMan: 'admin', modifyDate: now });
    expect(updateStamps(model, 'operator', now)).toEqual({ modifyMan: 'operator', modifyDate: now });
    expect(updateStamps(compileEntity(LOG), 'operator', now)).toEqual({});
  });
});
