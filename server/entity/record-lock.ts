/**
 * Locking by state (`states.lock`): a row whose lifecycle is in a lock state is read-only on the server. The one
 * check every write path calls: the generic update and delete, and child lines through their header.
 */
import type { EntityModel } from '../../engine/schema/entity-model';
import { lifecyclesOf, rowLock } from '../../engine/schema/lifecycles';
import { AppError } from '../errors/app-error';
import type { Language } from '../errors/catalogue';
import { stateTitle } from './state-machine';

const VERBS = { update: { zh: '修改', en: 'changed' }, delete: { zh: '删除', en: 'deleted' } } as const;

/** How a person recognises the row: its first unique key's value, else its id. */
export function rowLabel(model: EntityModel, row: Record<string, unknown>): string {
  const key = model.schema.storage?.unique?.[0];
  const label = key?.map((field) => row[field]).filter((v) => v !== undefined && v !== null && v !== '').join(' / ');
  return label || `#${String(row.id ?? '')}`;
}

/** Whether two values are the same for a write: numbers as numbers ('12.50000' = 12.5), dates as instants, empty as null. */
function same(a: unknown, b: unknown): boolean {
  const empty = (v: unknown) => v === undefined || v === null || v === '';
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  if (a instanceof Date || b instanceof Date) return new Date(a as string).getTime() === new Date(b as string).getTime();
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  const x = Number(a);
  const y = Number(b);
  if (String(a).trim() !== '' && String(b).trim() !== '' && Number.isFinite(x) && Number.isFinite(y)) return x === y;
  return String(a) === String(b);
}

/**
 * Refuses a write to a locked row. An update (`values` given) goes through when it changes nothing but the lock's
 * `editable` fields (a form sends every field back, unchanged ones included); a delete (`values` undefined) never.
 * `ext` changes count as changes (custom fields are not editable on a locked row).
 * @throws AppError RECORD_LOCKED naming the row and its state.
 */
export function refuseLockedWrite(model: EntityModel, before: Record<string, unknown>, values: Record<string, unknown> | undefined, lang: Language, ext?: Record<string, unknown>): void {
  const lock = rowLock(model.schema, before);
  if (!lock) return;
  if (values) {
    const changed = Object.keys(values).filter((field) => !lock.editable.includes(field) && !same(values[field], before[field]));
    const oldExt = (before.ext as Record<string, unknown> | null) ?? {};
    const extChanged = ext ? Object.keys(ext).some((key) => !same(ext[key], oldExt[key])) : false;
    if (!changed.length && !extChanged) return;
  }
  const verb = VERBS[values ? 'update' : 'delete'][lang];
  throw new AppError('RECORD_LOCKED', { entity: model.schema.title[lang], row: rowLabel(model, before), state: stateTitle(lock.lifecycle, lock.state, lang), verb });
}

/**
 * Refuses any write to the lines of a locked header (master–detail: a child line is locked with its header).
 * @throws AppError RECORD_LOCKED naming the header row and its state.
 */
export function refuseLockedHeader(headerModel: EntityModel, header: Record<string, unknown>, lang: Language): void {
  const lock = rowLock(headerModel.schema, header);
  if (!lock) return;
  throw new AppError('RECORD_LOCKED', { entity: headerModel.schema.title[lang], row: rowLabel(headerModel, header), state: stateTitle(lock.lifecycle, lock.state, lang), verb: VERBS.update[lang] });
}

/**
 * Refuses a write to one child's lines when the header is in a state that locks that child only
 * (`children.<key>.lock`: `{ "fee": ["2", "3"] }` — fee lines read-only once the fees are submitted).
 * @throws AppError RECORD_LOCKED naming the header row and the lifecycle's state.
 */
export function refuseLockedLines(headerModel: EntityModel, header: Record<string, unknown>, childKey: string, lang: Language): void {
  const locks = headerModel.schema.children?.[childKey]?.lock;
  if (!locks) return;
  for (const lifecycle of lifecyclesOf(headerModel.schema)) {
    const state = String(header[lifecycle.field] ?? '');
    if (!locks[lifecycle.name]?.includes(state)) continue;
    const lines = headerModel.schema.title[lang];
    throw new AppError('RECORD_LOCKED', { entity: lines, row: rowLabel(headerModel, header), state: stateTitle(lifecycle, state, lang), verb: VERBS.update[lang] });
  }
}
