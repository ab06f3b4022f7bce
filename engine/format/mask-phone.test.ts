import { maskPhone } from './mask-phone';

describe('maskPhone', () => {
  it('keeps the first 3 and last 4 digits of a mainland mobile', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone(13812345678)).toBe('138****5678');
  });

  it('puts one star per hidden character for other lengths', () => {
    expect(maskPhone('075512345678')).toBe('075*****5678');
    expect(maskPhone('12345678')).toBe('123*5678');
    expect(maskPhone('1234567')).toBe('1234567');
  });

  it('returns values shorter than 7 characters unchanged', () => {
    expect(maskPhone('123456')).toBe('123456');
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBe('');
    expect(maskPhone(undefined)).toBe('');
  });

  it('trims surrounding whitespace', () => {
    expect(maskPhone(' 13812345678 ')).toBe('138****5678');
  });
});
