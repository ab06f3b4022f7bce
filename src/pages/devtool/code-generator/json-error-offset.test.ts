import { firstJsonErrorOffset } from './json-error-offset';

describe('firstJsonErrorOffset', () => {
  it('answers null for valid JSON', () => {
    for (const text of ['{}', ' [1, -2.5e3, "a\\n\\u00e9", true, false, null, {"b": []}] ', '"x"', '0']) expect(firstJsonErrorOffset(text)).toBeNull();
  });

  it('points at the first character that breaks the grammar', () => {
    expect(firstJsonErrorOffset('{"a": }')).toBe(6);
    expect(firstJsonErrorOffset('{"a": 1,}')).toBe(8);
    expect(firstJsonErrorOffset('{a: 1}')).toBe(1);
    expect(firstJsonErrorOffset('[1 2]')).toBe(3);
    expect(firstJsonErrorOffset('"bad \\x"')).toBe(6);
    expect(firstJsonErrorOffset('01')).toBe(1);
    expect(firstJsonErrorOffset('{} x')).toBe(3);
    expect(firstJsonErrorOffset('tru')).toBe(0);
  });

  it('points at the end of a text that stops too early', () => {
    expect(firstJsonErrorOffset('{"a": [1, 2')).toBe(11);
    expect(firstJsonErrorOffset('"open')).toBe(5);
    expect(firstJsonErrorOffset('')).toBe(0);
  });
});
