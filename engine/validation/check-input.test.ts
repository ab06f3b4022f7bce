import { checkableText } from './check-input';

describe('checkableText', () => {
  it('reads strings as they are and finite numbers as their text', () => {
    expect(checkableText(' a ')).toBe(' a ');
    expect(checkableText('')).toBe('');
    expect(checkableText(12)).toBe('12');
    expect(checkableText(-0.5)).toBe('-0.5');
  });
  it.each([null, undefined, true, {}, [], Number.NaN, Number.POSITIVE_INFINITY, 10n])('gives nothing for %s', (value) => {
    expect(checkableText(value)).toBeUndefined();
  });
});
