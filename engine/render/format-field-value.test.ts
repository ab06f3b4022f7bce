import type { FieldSchema } from '../schema/entity-schema';
import { formatFieldValue } from './format-field-value';

const field = (f: Partial<FieldSchema>) => ({ type: 'string', title: { zh: 'x', en: 'x' }, ...f }) as FieldSchema;

describe('formatFieldValue', () => {
  it('shows enum titles, dates, booleans and counts', () => {
    const type = field({ enum: ['express', 'freight'], 'x-enum-titles': [{ zh: '快递', en: 'Express' }, { zh: '货运', en: 'Freight' }] });
    expect(formatFieldValue(type, 'freight', 'zh')).toBe('货运');
    expect(formatFieldValue(type, 'other', 'en')).toBe('other');
    expect(formatFieldValue(field({ format: 'date' }), '2024-03-05T10:00:00', 'zh')).toBe('2024-03-05');
    expect(formatFieldValue(field({ format: 'date-time' }), '2024-03-05 10:11:12', 'zh')).toBe('2024-03-05 10:11:12');
    expect(formatFieldValue(field({ type: 'boolean' }), false, 'zh')).toBe('✗');
    expect(formatFieldValue(field({ type: 'array' }), [1, 2], 'zh')).toBe('2');
    expect(formatFieldValue(field({}), null, 'zh')).toBe('');
    expect(formatFieldValue(undefined, { a: 1 }, 'zh')).toBe('{"a":1}');
  });
  it('shows a numeric column\'s text as the number it holds', () => {
    expect(formatFieldValue(field({ type: 'number' }), '88.45000', 'zh')).toBe('88.45');
    expect(formatFieldValue(field({ type: 'number' }), '1280.00000', 'zh')).toBe('1280');
    expect(formatFieldValue(field({ type: 'integer' }), 7, 'zh')).toBe('7');
    expect(formatFieldValue(field({ type: 'number' }), 'n/a', 'zh')).toBe('n/a');
  });
});
