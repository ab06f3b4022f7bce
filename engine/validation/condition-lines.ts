/**
 * Which child tables a guard reads (`{ "lines": "goods", … }` anywhere in it), so the server loads only those lines
 * before it evaluates the guard. Pure.
 */
import type { Condition } from './conditions';

/**
 * The child keys named by `lines` conditions, each once, in order of appearance.
 * @example linesNamedIn({ all: [{ lines: 'goods', op: 'notEmpty' }, { field: 'a', op: 'empty' }] }); // ['goods']
 */
export function linesNamedIn(...conditions: (Condition | undefined)[]): string[] {
  const names = new Set<string>();
  const walk = (condition: Condition): void => {
    if ('all' in condition) condition.all.forEach(walk);
    else if ('any' in condition) condition.any.forEach(walk);
    else if ('not' in condition) walk(condition.not);
    else if ('lines' in condition) names.add(condition.lines);
  };
  for (const condition of conditions) if (condition) walk(condition);
  return [...names];
}
