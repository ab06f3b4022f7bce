import { describe, expect, it } from 'vitest';
import { isSocialCreditCode, socialCreditCheckCharacter } from './social-credit-code';

describe('isSocialCreditCode', () => {
  it('accepts real codes, in either case', () => {
    expect(isSocialCreditCode('914403001922038216')).toBe(true);
    expect(isSocialCreditCode('91110000600037341L')).toBe(true);
    expect(isSocialCreditCode('91110000600037341l')).toBe(true);
  });

  it('refuses a wrong check character, a wrong length, letters the standard leaves out and non-text', () => {
    expect(isSocialCreditCode('914403001922038217')).toBe(false);
    expect(isSocialCreditCode('91440300192203821')).toBe(false);
    expect(isSocialCreditCode('9144030019220382160')).toBe(false);
    expect(isSocialCreditCode('91440300I92203821' + socialCreditCheckCharacter('91440300192203821'))).toBe(false);
    expect(isSocialCreditCode('9144AB0019220382' + '16')).toBe(false); // the area code is digits
    expect(isSocialCreditCode(null)).toBe(false);
    expect(isSocialCreditCode('')).toBe(false);
  });

  it('computes the check character modulo 31', () => {
    expect(socialCreditCheckCharacter('91440300192203821')).toBe('6');
    expect(socialCreditCheckCharacter('91110000600037341')).toBe('L');
    expect(() => socialCreditCheckCharacter('9144')).toThrow(RangeError);
  });
});
