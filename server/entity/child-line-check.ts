/**
 * Checking the lines a header's save sends under one child key (docs/api.md, "Header and lines"), against the lines
 * the header has: the shape (an array of objects, at most `maxLines`), which are inserts, updates and deletes
 * (child-line-diff.ts), and each line by the child's own row rules. Every problem is collected under the line's name
 * (`boxes[2].boxNo`), so one 400 lists them all. No database: the service reads the existing lines and writes.
 */
import type { EntityModel } from '../../engine/schema/entity-model';
import { AppError } from '../errors/app-error';
import type { Language } from '../errors/catalogue';
import { diffLines, type ExistingLine } from './child-line-diff';
import { lineProblems } from './child-line-errors';
import { fieldTitle } from './field-messages';
import { rowValidator } from './row-validator';
import { repeatedKeys } from '../../engine/validation/repeated-keys';

/** A line ready to write: its position in the sent array, its checked values and custom fields. */
export interface CheckedLine {
  index: number;
  values: Record<string, unknown>;
  ext?: Record<string, unknown>;
}

/** What to write for one child key. */
export interface CheckedLines {
  inserts: CheckedLine[];
  /** At the version the line has now (the sent one matched it). */
  updates: (CheckedLine & { id: number; version: number })[];
  deletes: number[];
}

/** The problems of a whole save, by line name; thrown as one 400. */
export class LineProblemList {
  readonly fields: Record<string, string> = {};
  readonly details: string[] = [];

  add(fields: Record<string, string>, details: string[]): void {
    Object.assign(this.fields, fields);
    this.details.push(...details);
  }

  /** @throws AppError VALIDATION listing every problem, when there is one. */
  throwIfAny(lang: Language): void {
    if (this.details.length) throw new AppError('VALIDATION', { detail: this.details.join(lang === 'zh' ? '；' : '; ') }, this.fields);
  }
}

/** What one child key's check needs. */
export interface LineCheckInput {
  key: string;
  child: EntityModel;
  headerId: number;
  sent: unknown;
  existing: readonly ExistingLine[];
  maxLines: number;
  lang: Language;
}

/**
 * Checks the lines of one child key. @returns what to write, or undefined when the key's value is not an array of
 * objects (its problem is in `problems`). A line's problems go to `problems` and the line is left out.
 * @throws AppError CHILD_LINE_FOREIGN for an id that is not one of the header's lines; STALE_VERSION for a line
 * sent at another version than it has.
 */
export function checkLines({ key, child, headerId, sent, existing, maxLines, lang }: LineCheckInput, problems: LineProblemList): CheckedLines | undefined {
  const title = child.schema.title[lang];
  const shape = (name: string, message: string) => problems.add({ [name]: message }, [`${title}: ${message}`]);
  if (!Array.isArray(sent) || sent.length > maxLines) {
    shape(key, lang === 'zh' ? `必须是最多 ${maxLines} 行的数组` : `must be an array of up to ${maxLines} lines`);
    return undefined;
  }
  const notObject = sent.findIndex((line) => !line || typeof line !== 'object' || Array.isArray(line));
  if (notObject >= 0) {
    shape(`${key}[${notObject}]`, lang === 'zh' ? '每一行必须是对象' : 'each line must be an object');
    return undefined;
  }
  const plan = diffLines(existing, sent as Record<string, unknown>[]);
  const foreign = plan.foreign[0];
  if (foreign) throw new AppError('CHILD_LINE_FOREIGN', { child: title, line: foreign.index + 1, id: String(foreign.id) }, { [`${key}[${foreign.index}].id`]: 'foreign' });

  const parentField = child.schema.parent!.field;
  const refuse = (index: number, fields: Record<string, string>) => {
    const named = lineProblems(key, title, index, fields, lang);
    problems.add(named.fields, named.details);
  };
  const check = (index: number, mode: 'create' | 'update', line: Record<string, unknown>) => {
    const sentParent = line[parentField];
    if (sentParent !== undefined && sentParent !== null && sentParent !== headerId) {
      refuse(index, { [parentField]: new AppError('CHILD_MOVED', { field: fieldTitle(child.schema.fields[parentField], parentField, lang) }).messageIn(lang) });
      return undefined;
    }
    try {
      return rowValidator(child, mode).check({ ...line, [parentField]: headerId }, lang);
    } catch (error) {
      if (!(error instanceof AppError) || error.errorName !== 'VALIDATION' || !error.fields) throw error;
      refuse(index, titled(child, error.fields, lang));
      return undefined;
    }
  };
  refuseRepeatedKeys(child, sent as Record<string, unknown>[], lang, refuse);
  const checked: CheckedLines = { inserts: [], updates: [], deletes: plan.deletes };
  for (const { index, line } of plan.inserts) {
    const input = check(index, 'create', line);
    if (input) checked.inserts.push({ index, values: input.values, ext: input.ext });
  }
  for (const { index, line, id, currentVersion } of plan.updates) {
    const input = check(index, 'update', line);
    if (!input) continue;
    if (input.version !== currentVersion) throw new AppError('STALE_VERSION');
    checked.updates.push({ index, id, version: currentVersion, values: input.values, ext: input.ext });
  }
  return checked;
}

/**
 * Two sent lines with the same unique key of the child (its `storage.unique` without the parent field: a goods
 * line's `gNum`) would be refused by the database naming no line; named here instead, on the later line (the
 * sent lines are all the header's lines after the save).
 */
function refuseRepeatedKeys(child: EntityModel, lines: Record<string, unknown>[], lang: Language, refuse: (index: number, fields: Record<string, string>) => void): void {
  const parent = child.schema.parent!.field;
  for (const unique of child.schema.storage?.unique ?? []) {
    const fields = unique.filter((f) => f !== parent);
    if (fields.length === 0) continue;
    for (const { index, first } of repeatedKeys(lines, fields)) {
      const message = lang === 'zh' ? `与第 ${first + 1} 行重复` : `repeats line ${first + 1}`;
      refuse(index, Object.fromEntries(fields.map((f) => [f, `${fieldTitle(child.schema.fields[f], f, lang)}: ${message}`])));
    }
  }
}

/** A line's field messages with the field's title in front, as the header's message lists them. */
function titled(model: EntityModel, fields: Record<string, string>, lang: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => {
    const title = fieldTitle(model.schema.fields[name], name, lang);
    return [name, message.includes(title) ? message : `${title}: ${message}`];
  }));
}
