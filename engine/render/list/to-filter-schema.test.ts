import dayjs from 'dayjs';
import { compileEntity } from '../../schema/entity-model';
import type { EntitySchema } from '../../schema/entity-schema';
import carrier from '../../../schemas/base/carrier.json';
import { toFilterSchema } from './to-filter-schema';
import { toFilterParams, toListParams } from './list-params';

const carrierModel = compileEntity(carrier as unknown as EntitySchema);
const ranged = compileEntity({
  id: 'test.ranged', title: { zh: 't', en: 't' }, api: { pattern: 'admin', entity: 'ranged' },
  fields: {
    shippedAt: { type: 'string', title: { zh: '发货时间', en: 'Shipped' }, format: 'date-time', 'x-filter': { op: 'range' } },
    weight: { type: 'number', title: { zh: '重量', en: 'Weight' }, 'x-filter': { op: 'range' } },
  },
  list: { columns: ['shippedAt'], filters: ['shippedAt', 'weight'] },
});

describe('toFilterSchema', () => {
  it('gives each filter field an input without rules, a select for enums and dictionaries', () => {
    const properties = toFilterSchema(carrierModel, 'zh').properties as Record<string, Record<string, unknown>>;
    expect(Object.keys(properties)).toEqual(['carrierCode', 'carrierName', 'status']);
    expect(properties.carrierCode).toMatchObject({ title: '承运商编码', 'x-component': 'Input', 'x-component-props': { placeholder: '承运商编码', allowClear: true } });
    expect(properties.carrierCode).not.toHaveProperty('x-validator');
    expect(properties.carrierCode).not.toHaveProperty('required');
    expect(properties.status).toMatchObject({ 'x-component': 'DictSelect', 'x-component-props': { dictionaryCode: 'lockState' } });
  });

  it('draws a date range as a RangePicker and other ranges as two inputs', () => {
    const properties = toFilterSchema(ranged, 'en').properties as Record<string, Record<string, unknown>>;
    expect(properties.shippedAt).toMatchObject({ 'x-component': 'DatePicker.RangePicker', 'x-component-props': { showTime: true } });
    expect(Object.keys(properties.weightRange!.properties as object)).toEqual(['weightFrom', 'weightTo']);
    expect(properties.weightRange).toMatchObject({ type: 'void', title: 'Weight', properties: { weightFrom: { 'x-component': 'NumberPicker', 'x-component-props': { placeholder: 'From' } } } });
  });

  it('gives a range filter two cells of the grid, and a single-value filter one', () => {
    const properties = toFilterSchema(ranged, 'en').properties as Record<string, Record<string, unknown>>;
    expect(properties.shippedAt!['x-decorator-props']).toEqual({ style: { gridColumn: 'span 2' } });
    expect(properties.shippedAt!['x-component-props']).toMatchObject({ style: { width: '100%' } });
    expect(properties.weightRange!['x-decorator-props']).toEqual({ style: { gridColumn: 'span 2' } });
    const single = toFilterSchema(carrierModel, 'zh').properties as Record<string, Record<string, unknown>>;
    expect(single.carrierCode).not.toHaveProperty('x-decorator-props');
  });
});

describe('toFilterParams', () => {
  it('drops empty values, trims text, and sends ranges as From/To', () => {
    expect(toFilterParams(carrierModel, { carrierCode: ' SF ', carrierName: '', status: undefined, other: 'x' })).toEqual({ carrierCode: 'SF' });
    // A date-time range goes as ISO 8601 with the browser's offset (the person's day, whatever the server's zone).
    expect(toFilterParams(ranged, { shippedAt: ['2024-01-01 00:00:00', '2024-01-31 23:59:59'], weightFrom: 1, weightTo: undefined })).toEqual({
      shippedAtFrom: dayjs('2024-01-01 00:00:00').format(), shippedAtTo: dayjs('2024-01-31 23:59:59').format(), weightFrom: 1,
    });
    expect(toFilterParams(ranged, { shippedAt: ['2024-01-01 00:00:00', ''] }).shippedAtFrom).toMatch(/^2024-01-01T00:00:00[+-]\d\d:\d\d$|^2024-01-01T00:00:00Z$/);
    expect(toListParams({ currentPage: 2, pageSize: 50 }, { field: 'a', order: 'desc' }, { x: 1 })).toEqual({ currentPage: 2, pageSize: 50, sort: 'a', order: 'desc', filters: { x: 1 } });
    expect(toListParams({ currentPage: 1, pageSize: 20 }, undefined, {})).toEqual({ currentPage: 1, pageSize: 20, filters: {} });
  });
});

describe('a filter of several text values (x-filter in)', () => {
  const pasted = compileEntity({
    id: 'test.pasted', title: { zh: 't', en: 't' }, api: { pattern: 'admin', entity: 'pasted' },
    fields: { trackingNo: { type: 'string', title: { zh: '运单号', en: 'Tracking no.' }, 'x-filter': { op: 'in' } } },
    list: { columns: ['trackingNo'], filters: ['trackingNo'] },
  });

  it('is a paste box, and sends the pasted values as a list', () => {
    const properties = toFilterSchema(pasted, 'zh').properties as Record<string, Record<string, unknown>>;
    expect(properties.trackingNo).toMatchObject({ 'x-component': 'Input.TextArea', 'x-component-props': { placeholder: '可粘贴多个运单号，每行一个' } });
    expect(toFilterParams(pasted, { trackingNo: 'CL1\nCL2, CL3\n\nCL1' })).toEqual({ trackingNo: ['CL1', 'CL2', 'CL3'] });
    expect(toFilterParams(pasted, { trackingNo: '  \n ' })).toEqual({});
  });
});
