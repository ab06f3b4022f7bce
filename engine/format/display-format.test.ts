import type { FieldSchema } from '../schema/entity-schema';
import { displayFormatOf, displayScale, formatDecimal, formatValueText, isNumericDisplay, moneyCurrency } from './display-format';

const field = (f: Partial<FieldSchema>) => ({ type: 'string', title: { zh: 'x', en: 'x' }, ...f }) as FieldSchema;
const money = field({ type: 'number', 'x-format': 'money', 'x-currency': 'currency' });

describe('display formats', () => {
  it('money: thousands, two decimals half-up, the currency of the row', () => {
    expect(formatValueText(money, '2400', { row: { currency: '142' } })).toBe('2,400.00 CNY');
    expect(formatValueText(money, '1234567.005', { row: { currency: '502' } })).toBe('1,234,567.01 USD');
    expect(formatValueText(money, 320.5, { row: {} })).toBe('320.50');
    expect(formatValueText(field({ type: 'number', 'x-format': 'money', 'x-currency': 'EUR' }), 5, {})).toBe('5.00 EUR');
    expect(formatValueText(field({ type: 'number', 'x-format': 'money', 'x-scale': 4 }), '12.34565')).toBe('12.3457');
    expect(moneyCurrency(money, { currency: '110' })).toBe('HKD');
  });
  it('numbers, integers, weights and percentages', () => {
    expect(formatValueText(field({ type: 'number', 'x-format': 'weight' }), '1.5')).toBe('1.500');
    expect(formatValueText(field({ type: 'number', 'x-format': 'weight' }), '1234.56789')).toBe('1,234.568');
    expect(formatValueText(field({ type: 'integer', 'x-format': 'integer' }), 6000)).toBe('6,000');
    expect(formatValueText(field({ type: 'number', 'x-format': 'number' }), '1234.50000')).toBe('1,234.5');
    expect(formatValueText(field({ type: 'number', 'x-format': 'number', 'x-db-type': 'numeric(10,3)' }), '2')).toBe('2.000');
    expect(formatValueText(field({ type: 'number', 'x-format': 'percent' }), '12.5')).toBe('12.50%');
    expect(formatValueText(field({ type: 'number', 'x-format': 'number' }), 'n/a')).toBe('n/a');
  });
  it('dates, date-times and booleans', () => {
    expect(formatValueText(field({ format: 'date' }), '2024-03-05T10:00:00')).toBe('2024-03-05');
    expect(formatValueText(field({ 'x-format': 'date' }), '2024-03-05 10:00:00')).toBe('2024-03-05');
    expect(formatValueText(field({ format: 'date-time' }), '2024-03-05 10:11:12')).toBe('2024-03-05 10:11:12');
    expect(formatValueText(field({ type: 'boolean' }), true)).toBe('✓');
    expect(formatValueText(field({ type: 'boolean', 'x-format': 'boolean' }), false, { yes: '是', no: '否' })).toBe('否');
  });
  it('phone, mask, text: as the server sends them', () => {
    expect(formatValueText(field({ 'x-format': 'phone' }), '138****5678')).toBe('138****5678');
    expect(formatValueText(field({ 'x-format': 'mask' }), '4403**********1234')).toBe('4403**********1234');
    expect(formatValueText(field({}), '')).toBe('');
    expect(formatValueText(field({ type: 'number' }), '88.45000')).toBe('88.45');
  });
  it('reads the format from the field when none is declared', () => {
    expect(displayFormatOf(field({ 'x-ref': { entity: 'a.b', value: 'v', label: 'l' } }))).toBe('reference');
    expect(displayFormatOf(field({ 'x-dict': 'currency' }))).toBe('tag');
    expect(displayFormatOf(field({ type: 'array', 'x-component': 'Upload' }))).toBe('file');
    expect(displayFormatOf(field({ 'x-sanitize': 'html' }))).toBe('html');
    expect(displayFormatOf(field({ format: 'email' }))).toBe('email');
    expect(displayFormatOf(undefined)).toBe('text');
  });
  it('scales and alignment', () => {
    expect(displayScale(field({ type: 'number', 'x-format': 'money' }))).toBe(2);
    expect(displayScale(field({ type: 'number', 'x-format': 'weight', 'x-scale': 2 }))).toBe(2);
    expect(formatDecimal('1234', undefined)).toBe('1,234');
    expect(isNumericDisplay(money)).toBe(true);
    expect(isNumericDisplay(field({ type: 'integer' }))).toBe(true);
    expect(isNumericDisplay(field({ type: 'integer', enum: [1, 2] }))).toBe(false);
    expect(isNumericDisplay(field({ type: 'number', 'x-format': 'text' }))).toBe(false);
  });
});
