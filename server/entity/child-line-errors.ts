/**
 * Naming a bad line in a header's save: the field map key `boxes[2].boxNo` (the child's key, the 0-based index the
 * body sent, the field) and the message a person reads, `箱子 第 3 行：箱号：必填` / `Boxes line 3: Box no: required`.
 * Pure.
 */
import type { Language } from '../errors/catalogue';

/** `boxes[2].boxNo`: where a line's field sits in the header's body. */
export function lineFieldKey(child: string, index: number, field: string): string {
  return `${child}[${index}].${field}`;
}

/** `箱子 第 3 行：…` / `Boxes line 3: …`: the message of a line, numbered from 1 as people count. */
export function lineMessage(childTitle: string, index: number, message: string, lang: Language): string {
  return lang === 'zh' ? `${childTitle} 第 ${index + 1} 行：${message}` : `${childTitle} line ${index + 1}: ${message}`;
}

/** The problems of one line (a field map, as a row validation gives it) under the line's names. */
export function lineProblems(child: string, childTitle: string, index: number, fields: Record<string, string>, lang: Language): { fields: Record<string, string>; details: string[] } {
  const named: Record<string, string> = {};
  const details: string[] = [];
  for (const [field, message] of Object.entries(fields)) {
    named[lineFieldKey(child, index, field)] = message;
    details.push(lineMessage(childTitle, index, message, lang));
  }
  return { fields: named, details };
}
