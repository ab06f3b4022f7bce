import { parseJsonWithPosition, positionOfJsonError, positionOfOffset } from './json-error-position';

describe('positionOfOffset', () => {
  it('counts lines and columns from 1', () => {
    expect(positionOfOffset('ab\ncd', 0)).toEqual({ offset: 0, line: 1, column: 1 });
    expect(positionOfOffset('ab\ncd', 4)).toEqual({ offset: 4, line: 2, column: 2 });
    expect(positionOfOffset('ab', 99)).toEqual({ offset: 2, line: 1, column: 3 });
  });
});

describe('positionOfJsonError', () => {
  it('reads V8’s offset', () => {
    expect(positionOfJsonError('{\n  "a": ]\n}', "Unexpected token ']', \"{\n  \"a\": ]\n}\" is not valid JSON at position 9")).toMatchObject({ line: 2, column: 8 });
  });

  it('reads Firefox’s line and column', () => {
    expect(positionOfJsonError('{\n  "a": ]\n}', 'JSON.parse: unexpected character at line 2 column 8 of the JSON data')).toEqual({ offset: 9, line: 2, column: 8 });
  });

  it('places a message without a position at the end', () => {
    expect(positionOfJsonError('{"a":', 'Unexpected end of JSON input')).toEqual({ offset: 5, line: 1, column: 6 });
  });
});

describe('parseJsonWithPosition', () => {
  it('answers the value of valid JSON', () => {
    expect(parseJsonWithPosition('{"id":"gen.x"}')).toEqual({ ok: true, value: { id: 'gen.x' } });
  });

  it('answers the message and the place of the error', () => {
    const parsed = parseJsonWithPosition('{\n  "id": "gen.x",\n  "title": }');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.position.line).toBe(3);
    expect(parsed.position.column).toBe(12);
    expect(parsed.message).toBeTruthy();
  });
});
