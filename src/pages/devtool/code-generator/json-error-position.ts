/**
 * Parsing pasted JSON with the place of the first error as a line and column, so the person can find it in the
 * textarea. The place comes from json-error-offset.ts (the same in every engine); the engine's message is read only
 * should the scanner disagree with JSON.parse (V8 gives "at position 12", Firefox "line 2 column 8").
 */
import { firstJsonErrorOffset } from './json-error-offset';

/** Where an error is: `offset` counts characters from 0; `line` and `column` count from 1. */
export interface TextPosition {
  offset: number;
  line: number;
  column: number;
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false; message: string; position: TextPosition };

/** The line and column (from 1) of a character offset in a text. */
export function positionOfOffset(text: string, offset: number): TextPosition {
  const at = Math.max(0, Math.min(offset, text.length));
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  const column = at - (before.lastIndexOf('\n') + 1) + 1;
  return { offset: at, line, column };
}

/** The offset of a line and column (from 1) in a text. */
function offsetOfLine(text: string, line: number, column: number): number {
  const lines = text.split('\n');
  let offset = 0;
  for (let i = 0; i < Math.min(line - 1, lines.length); i++) offset += lines[i]!.length + 1;
  return offset + column - 1;
}

/** The position an engine's JSON.parse message names (or the text's end when it names none). */
export function positionOfJsonError(text: string, message: string): TextPosition {
  const offset = /at position (\d+)/.exec(message);
  if (offset) return positionOfOffset(text, Number(offset[1]));
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return positionOfOffset(text, offsetOfLine(text, Number(lineColumn[1]), Number(lineColumn[2])));
  return positionOfOffset(text, text.length);
}

/**
 * Parses JSON, answering the value or the engine's message with its position.
 * @example parseJsonWithPosition('{"a": }') // { ok: false, message: 'Unexpected token …', position: { offset: 6, line: 1, column: 7 } }
 */
export function parseJsonWithPosition(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = firstJsonErrorOffset(text);
    return { ok: false, message, position: offset === null ? positionOfJsonError(text, message) : positionOfOffset(text, offset) };
  }
}
