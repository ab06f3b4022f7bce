/**
 * The offset of the first syntax error in a JSON text, found by a small scanner of the JSON grammar (RFC 8259).
 * Engines do not say where reliably: recent V8 quotes a snippet instead of an offset, Firefox gives a line and
 * column; this answers the same in every browser.
 */

class Stop {
  constructor(readonly at: number) {}
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const HEX4 = /^[0-9a-fA-F]{4}$/;

/**
 * The offset of the first character that breaks the grammar (the text's length when it ends too early), or null
 * when the text is valid JSON.
 * @example firstJsonErrorOffset('{"a": }') // 6
 */
export function firstJsonErrorOffset(text: string): number | null {
  let i = 0;
  const fail = (): never => {
    throw new Stop(i);
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const string = () => {
    i++;
    for (;;) {
      if (i >= text.length) fail();
      const ch = text[i]!;
      if (ch === '"') return void i++;
      if (ch < ' ') fail();
      if (ch !== '\\') {
        i++;
        continue;
      }
      i++;
      if (i < text.length && '"\\/bfnrt'.includes(text[i]!)) i++;
      else if (text[i] === 'u' && HEX4.test(text.slice(i + 1, i + 5))) i += 5;
      else fail();
    }
  };
  const members = (close: string, member: () => void) => {
    i++;
    space();
    if (text[i] === close) return void i++;
    for (;;) {
      member();
      space();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === close) return void i++;
      fail();
    }
  };
  const value = (): void => {
    space();
    const ch = text[i];
    if (ch === '{') {
      return members('}', () => {
        space();
        if (text[i] !== '"') fail();
        string();
        space();
        if (text[i] !== ':') fail();
        i++;
        value();
      });
    }
    if (ch === '[') return members(']', value);
    if (ch === '"') return string();
    NUMBER.lastIndex = i;
    if (NUMBER.exec(text)) return void (i = NUMBER.lastIndex);
    for (const word of ['true', 'false', 'null']) if (text.startsWith(word, i)) return void (i += word.length);
    fail();
  };
  try {
    value();
    space();
    if (i < text.length) fail();
    return null;
  } catch (stop) {
    if (stop instanceof Stop) return stop.at;
    throw stop;
  }
}
