import { describe, expect, it } from 'vitest';
import { lineOfOffset, scanJson, spanOfPointer } from './json-pointer-positions';

const text = `{
  "id": "demo.thing",
  "fields": {
    "a/b": { "type": "string" },
    "code": { "type": "string", "maxLength": 20 }
  },
  "list": { "columns": ["code", "nope"] }
}`;

const lineOf = (pointer: string) => lineOfOffset(text, spanOfPointer(scanJson(text).spans, pointer).from);

describe('scanJson and spanOfPointer', () => {
  it('places every pointer at its line: members at their key, array items at their value', () => {
    expect(lineOf('')).toBe(1);
    expect(lineOf('/id')).toBe(2);
    expect(lineOf('/fields/code/maxLength')).toBe(5);
    expect(lineOf('/list/columns/1')).toBe(7);
    const span = spanOfPointer(scanJson(text).spans, '/list/columns/1');
    expect(text.slice(span.from, span.to)).toBe('"nope"');
    expect(text.slice(spanOfPointer(scanJson(text).spans, '/id').from, spanOfPointer(scanJson(text).spans, '/id').to)).toBe('"id"');
  });

  it('reads escaped pointer tokens (RFC 6901) and falls back to the nearest ancestor for a missing member', () => {
    expect(lineOf('/fields/a~1b/type')).toBe(4);
    expect(lineOf('/fields/code/x-dict')).toBe(5);
    expect(lineOf('/nothing/here')).toBe(1);
  });

  it('names the offset and kind of the first syntax error', () => {
    expect(scanJson('{"a": 1,}').error).toEqual({ at: 8, code: 'key' });
    expect(scanJson('{"a" 1}').error).toEqual({ at: 5, code: 'colon' });
    expect(scanJson('{"a": tru}').error).toEqual({ at: 6, code: 'unexpected', found: 't' });
    expect(scanJson('{"a": [1 2]}').error).toEqual({ at: 9, code: 'commaOrBracket' });
    expect(scanJson('{"a": "x').error).toEqual({ at: 8, code: 'end' });
    expect(scanJson('{"a": "\\q"}').error).toEqual({ at: 7, code: 'escape' });
    expect(scanJson('{} x').error).toEqual({ at: 3, code: 'trailing' });
    expect(scanJson(text).error).toBeUndefined();
  });

  it('agrees with JSON.parse on what is JSON', () => {
    for (const sample of ['1', '-0.5e+3', '"\\u00e9"', 'true', 'null', '[]', '{}', ' [ {"x": [null, false]} ] ', '01', '1.', '[1,]', '{"a":1}}', '']) {
      let parses = true;
      try { JSON.parse(sample); } catch { parses = false; }
      expect([sample, scanJson(sample).error === undefined]).toEqual([sample, parses]);
    }
  });
});
