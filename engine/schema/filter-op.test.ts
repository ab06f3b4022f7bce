import type { FieldSchema } from './entity-schema';
import { filterOp } from './filter-op';

const title = { zh: '编码', en: 'Code' };
const text = (more: Partial<FieldSchema> = {}): FieldSchema => ({ type: 'string', title, ...more });

describe('filterOp', () => {
  it('a typed-text field matches part of the value (like) unless the schema says otherwise', () => {
    expect(filterOp(text())).toBe('like');
    expect(filterOp(text({ 'x-component': 'Input' }))).toBe('like');
    expect(filterOp(text({ 'x-filter': { op: 'eq' } }))).toBe('eq');
    expect(filterOp(text({ 'x-filter': { op: 'range' } }))).toBe('range');
  });
  it('options, references, formats, widgets and numbers match exactly', () => {
    expect(filterOp(text({ 'x-dict': 'lockState' }))).toBe('eq');
    expect(filterOp(text({ enum: ['a', 'b'] }))).toBe('eq');
    expect(filterOp(text({ 'x-ref': { entity: 'base.carrier', value: 'carrierCode', label: 'carrierName' } }))).toBe('eq');
    expect(filterOp(text({ 'x-options-call': 'queryOrgType' }))).toBe('eq');
    expect(filterOp(text({ format: 'date' }))).toBe('eq');
    expect(filterOp(text({ 'x-component': 'RemoteSelect' }))).toBe('eq');
    expect(filterOp({ type: 'integer', title })).toBe('eq');
  });
});
