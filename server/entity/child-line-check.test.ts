import { describe, expect, it } from 'vitest';
import { compileEntity } from '../../engine/schema/entity-model';
import type { EntitySchema } from '../../engine/schema/entity-schema';
import { AppError } from '../errors/app-error';
import { checkLines, LineProblemList } from './child-line-check';

const t = (zh: string, en: string) => ({ zh, en });
const BOX = compileEntity({
  id: 'test.box', title: t('箱单', 'Boxes'), api: { pattern: 'customs', entity: 'Box' }, storage: { table: 'test_box' },
  parent: { entity: 'test.order', field: 'orderId' },
  fields: {
    orderId: { type: 'integer', title: t('清关单', 'Bill'), required: true },
    boxNo: { type: 'string', title: t('箱号', 'Box no.'), required: true, maxLength: 8 },
    weight: { type: 'number', title: t('重量', 'Weight'), minimum: 0 },
  },
  list: { columns: ['boxNo'], filters: ['orderId'] },
} as EntitySchema);

const input = (sent: unknown, lang: 'zh' | 'en' = 'zh') => ({ key: 'boxes', child: BOX, headerId: 7, sent, existing: [{ id: 1, version: 2 }, { id: 2, version: 1 }], maxLines: 3, lang });

describe('checkLines', () => {
  it('plans inserts with the header\'s id, updates at their version and deletes of lines left out', () => {
    const problems = new LineProblemList();
    const checked = checkLines(input([{ boxNo: 'N1' }, { id: 1, version: 2, boxNo: 'B1', weight: '1.5' }]), problems);
    expect(problems.details).toEqual([]);
    expect(checked!.inserts).toEqual([{ index: 0, values: { orderId: 7, boxNo: 'N1' }, ext: undefined }]);
    expect(checked!.updates).toEqual([{ index: 1, id: 1, version: 2, values: { orderId: 7, boxNo: 'B1', weight: 1.5 }, ext: undefined }]);
    expect(checked!.deletes).toEqual([2]);
  });

  it('names every bad line by key, index and field, in both languages', () => {
    const zh = new LineProblemList();
    checkLines(input([{ boxNo: 'OK' }, { boxNo: 'TOO-LONG-NO', weight: -1 }, {}]), zh);
    expect(Object.keys(zh.fields)).toEqual(['boxes[1].boxNo', 'boxes[1].weight', 'boxes[2].boxNo']);
    expect(zh.details[2]).toBe('箱单 第 3 行：箱号不能为空');
    expect(() => zh.throwIfAny('zh')).toThrow(AppError);
    const en = new LineProblemList();
    checkLines(input([{}], 'en'), en);
    expect(en.details).toEqual(['Boxes line 1: Box no. is required']);
  });

  it('refuses a line moved to another header, a foreign id, a stale version, and a value that is no array of objects', () => {
    const moved = new LineProblemList();
    checkLines(input([{ boxNo: 'X', orderId: 8 }]), moved);
    expect(Object.keys(moved.fields)).toEqual(['boxes[0].orderId']);
    expect(() => checkLines(input([{ id: 99, version: 1, boxNo: 'X' }]), new LineProblemList())).toThrow(expect.objectContaining({ errorName: 'CHILD_LINE_FOREIGN' }));
    expect(() => checkLines(input([{ id: 1, version: 1, boxNo: 'X' }]), new LineProblemList())).toThrow(expect.objectContaining({ errorName: 'STALE_VERSION' }));
    for (const sent of ['boxes', [1], [{}, {}, {}, {}]]) {
      const problems = new LineProblemList();
      expect(checkLines(input(sent), problems)).toBeUndefined();
      expect(problems.details).toHaveLength(1);
    }
  });
});

describe('checkLines: a unique key repeated by two sent lines', () => {
  const UNIQUE_BOX = compileEntity({ ...BOX.schema, storage: { table: 'test_box', unique: [['orderId', 'boxNo']] } } as EntitySchema);
  it('names the later line, as the database would not', () => {
    const problems = new LineProblemList();
    checkLines({ ...input([{ boxNo: 'A' }, { boxNo: 'B' }, { boxNo: 'A' }]), child: UNIQUE_BOX }, problems);
    expect(problems.fields).toEqual({ 'boxes[2].boxNo': '箱号: 与第 1 行重复' });
    expect(problems.details).toEqual(['箱单 第 3 行：箱号: 与第 1 行重复']);
  });
});
