import { describe, expect, it } from 'vitest';
import { MAX_PASTED_VALUES, splitPastedValues } from './pasted-values';

describe('splitPastedValues', () => {
  it('takes one value per line, and commas, semicolons or spaces, full-width ones too', () => {
    expect(splitPastedValues('SF001\r\nSF002\n\n  SF003  ')).toEqual(['SF001', 'SF002', 'SF003']);
    expect(splitPastedValues('A1, A2，A3;A4；A5 A6\tA7、A8')).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8']);
  });
  it('drops blanks and repeats, keeps the order', () => {
    expect(splitPastedValues('B2\nB1\nB2\n')).toEqual(['B2', 'B1']);
    expect(splitPastedValues('   ')).toEqual([]);
    expect(splitPastedValues(undefined)).toEqual([]);
    expect(splitPastedValues([' X ', 'Y', 'X'])).toEqual(['X', 'Y']);
  });
  it('sends at most MAX_PASTED_VALUES', () => {
    const many = Array.from({ length: MAX_PASTED_VALUES + 5 }, (_, i) => `N${i}`).join('\n');
    expect(splitPastedValues(many)).toHaveLength(MAX_PASTED_VALUES);
  });
});
