/**
 * Where each JSON pointer of a JSON text sits in the text, so a problem reported at a pointer
 * (`/fields/status/x-dict`) can be shown at its line. A small scanner of its own: JSON.parse gives no positions,
 * and its syntax messages differ between engines, while this one names the offset of the first syntax error.
 * React-free and CodeMirror-free, tested in Node.
 */
import { pointerToken } from '../../../../../engine/schema/entity-check';

/** A range of the text: `from` inclusive, `to` exclusive (character offsets). */
export interface TextSpan {
  from: number;
  to: number;
}

/** Every pointer of the document: its value's span, and its key's span for an object member. */
export interface PointerSpans {
  values: Map<string, TextSpan>;
  keys: Map<string, TextSpan>;
}

/** Why the text is not JSON, at an offset: the view words it (texts `json.syntax.<code>`). */
export interface JsonSyntaxError {
  at: number;
  code: 'unexpected' | 'end' | 'key' | 'colon' | 'commaOrBrace' | 'commaOrBracket' | 'string' | 'escape' | 'trailing';
  /** The character found, for `unexpected`. */
  found?: string;
}

export type JsonScan = { spans: PointerSpans; error?: JsonSyntaxError };

class ScanStop extends Error {
  constructor(readonly syntax: JsonSyntaxError) {
    super(syntax.code);
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

/**
 * Scans a JSON text: the spans of every pointer reached, and the first syntax error if any (the spans then hold
 * what came before it).
 * @example scanJson('{"a": [1, 2]}').spans.values.get('/a/1'); // { from: 10, to: 11 }
 */
export function scanJson(text: string): JsonScan {
  const spans: PointerSpans = { values: new Map(), keys: new Map() };
  let i = 0;
  const stop = (code: JsonSyntaxError['code']): never => {
    if (i >= text.length) throw new ScanStop({ at: text.length, code: 'end' });
    throw new ScanStop(code === 'unexpected' ? { at: i, code, found: text[i] } : { at: i, code });
  };
  const space = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++;
  };
  const string = (): string => {
    const from = i++;
    for (;;) {
      const ch = text[i];
      if (ch === undefined) stop('string');
      if (ch === '"') break;
      if (ch === '\\') {
        ESCAPE.lastIndex = i;
        if (!ESCAPE.test(text)) stop('escape');
        i = ESCAPE.lastIndex;
        continue;
      }
      if (ch! < ' ') stop('string');
      i++;
    }
    i++;
    return JSON.parse(text.slice(from, i)) as string;
  };
  const value = (path: string): void => {
    space();
    const from = i;
    const ch = text[i];
    if (ch === '{') {
      i++;
      space();
      if (text[i] === '}') i++;
      else for (;;) {
        space();
        if (text[i] !== '"') stop('key');
        const keyFrom = i;
        const child = `${path}/${pointerToken(string())}`;
        spans.keys.set(child, { from: keyFrom, to: i });
        space();
        if (text[i] !== ':') stop('colon');
        i++;
        value(child);
        space();
        if (text[i] === ',') { i++; continue; }
        if (text[i] === '}') { i++; break; }
        stop('commaOrBrace');
      }
    } else if (ch === '[') {
      i++;
      space();
      if (text[i] === ']') i++;
      else for (let index = 0; ; index++) {
        value(`${path}/${index}`);
        space();
        if (text[i] === ',') { i++; continue; }
        if (text[i] === ']') { i++; break; }
        stop('commaOrBracket');
      }
    } else if (ch === '"') {
      string();
    } else if (ch !== undefined && (ch === '-' || (ch >= '0' && ch <= '9'))) {
      NUMBER.lastIndex = i;
      if (!NUMBER.test(text)) stop('unexpected');
      i = NUMBER.lastIndex;
    } else {
      const word = ['true', 'false', 'null'].find((literal) => text.startsWith(literal, i));
      if (!word) stop('unexpected');
      i += word!.length;
    }
    spans.values.set(path, { from, to: i });
  };
  try {
    value('');
    space();
    if (i < text.length) stop('trailing');
    return { spans };
  } catch (error) {
    if (error instanceof ScanStop) return { spans, error: error.syntax };
    throw error;
  }
}

/**
 * The span to mark for a problem at `pointer`: the member's key when it has one (short, and what a person reads
 * first), else the value (an array item; a long one: its first character). A pointer the text does not
 * hold (a missing member) falls back to its nearest ancestor; '' is the document's first character.
 * @example spanOfPointer(scanJson(text).spans, '/fields/status/x-dict')
 */
export function spanOfPointer(spans: PointerSpans, pointer: string): TextSpan {
  for (let at = pointer; ; at = at.slice(0, at.lastIndexOf('/'))) {
    const key = spans.keys.get(at);
    if (key) return key;
    const value = spans.values.get(at);
    if (value) return narrow(value);
    if (at === '') return { from: 0, to: 0 };
  }
}

/** A short span stays; a long one (an object or array) is cut to its first character. */
function narrow(span: TextSpan): TextSpan {
  return span.to - span.from > 80 ? { from: span.from, to: span.from + 1 } : span;
}

/** The 1-based line of an offset. */
export function lineOfOffset(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
