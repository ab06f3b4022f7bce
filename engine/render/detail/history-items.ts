/**
 * The record history's timeline items from the server's audit entries (docs/schemas.md, "Record history"): who
 * (nickname and username) and when, what happened (created, changed, deleted; a transition or command by its title,
 * with the command's parameters), on the row or on which of its lines ("重量段 #3"), the state moved from → to by
 * name, and each changed field's title with its value before → after in the field's display format (references by
 * label). Pure: the drawer and the page draw these with RecordHistory.tsx.
 */
import type { EntityModel } from '../../schema/entity-model';
import type { FieldSchema } from '../../schema/entity-schema';
import type { HistoryEntry } from '../../data/record-history';
import { findTransition, lifecyclesOf } from '../../schema/lifecycles';
import { formatDateTime } from '../../format/format-date';
import { formatFieldValue } from '../format-field-value';
import { createTranslator, type EngineTextKey } from '../engine-texts';
import { localize, type Language } from '../localize';

export interface HistoryChange {
  field: string;
  title: string;
  from: string;
  to: string;
}

export interface HistoryItem {
  key: string;
  /** 'nickname (username)', or the username alone. */
  who: string;
  at: string;
  action: HistoryEntry['action'];
  /** The line the entry is about ('重量段 #3'); empty for the row itself. */
  subject: string;
  /** What happened: 新增 / 修改 / 删除, or the transition's or command's title. */
  headline: string;
  /** The state moved, by the states' names. */
  state?: { title: string; from: string; to: string };
  /** A command's parameters, titled and formatted. */
  params: { title: string; value: string }[];
  changes: HistoryChange[];
  /** The timeline dot: green created, red deleted, blue a transition or command, grey a change. */
  color: 'green' | 'red' | 'blue' | 'gray';
}

export interface HistoryContext {
  model: EntityModel;
  /** The models of the row's child tables by key (`bands`), to title and format their fields; a line without one shows raw names. */
  lineModels?: Readonly<Record<string, EntityModel | undefined>>;
  language: Language;
  /** The row as it is now: a money field's currency is read from it when the entry did not change it. */
  row?: Record<string, unknown>;
}

const ACTION_TEXT: Record<HistoryEntry['action'], EngineTextKey> = {
  create: 'history.create', update: 'history.update', delete: 'history.delete', transition: 'history.transition', command: 'history.command',
};

/** Fields never shown as changes: the engine's stamps and the line's link to its header. */
const ENGINE_FIELDS = new Set(['id', 'version', 'tenantId', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy']);

/** The changed `ext` (custom fields) as one entry per custom field. */
function expandExt(changed: HistoryEntry['changed']): [string, [unknown, unknown]][] {
  return Object.entries(changed).flatMap(([name, pair]): [string, [unknown, unknown]][] => {
    if (name !== 'ext') return [[name, pair]];
    const [from, to] = pair as [Record<string, unknown> | null, Record<string, unknown> | null];
    const keys = new Set([...Object.keys(from ?? {}), ...Object.keys(to ?? {})]);
    return [...keys].filter((key) => JSON.stringify(from?.[key] ?? null) !== JSON.stringify(to?.[key] ?? null)).map((key) => [key, [from?.[key] ?? null, to?.[key] ?? null]]);
  });
}

function valueText(field: FieldSchema | undefined, value: unknown, label: string | null | undefined, language: Language, row: Record<string, unknown>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (label) return label;
  return formatFieldValue(field, value, language, row) || '—';
}

/** Writes of one call are stamped a few milliseconds apart: within this, the same command on the same row is one call. */
const SAME_CALL_MS = 2000;

/** The entries' items, newest first as given; a command's writes and its transition at the same moment make one item. */
export function historyItems(entries: readonly HistoryEntry[], context: HistoryContext): HistoryItem[] {
  const { model, language } = context;
  const t = createTranslator(language);
  const items: HistoryItem[] = [];
  let previous: { entry: HistoryEntry; item: HistoryItem } | undefined;
  for (const entry of entries) {
    const lineModel = entry.line ? context.lineModels?.[entry.line.key] : undefined;
    const entryModel = entry.line ? lineModel : model;
    const fields = entryModel?.schema.fields ?? {};
    const parentField = entryModel?.schema.parent?.field;
    // A money field reads its currency from the values after the change, then from the row as it is now.
    const after = Object.fromEntries(Object.entries(entry.changed).map(([name, [, to]]) => [name, to]));
    const before = Object.fromEntries(Object.entries(entry.changed).map(([name, [from]]) => [name, from]));
    const rowNow = entry.line ? {} : context.row ?? {};
    const lineTitle = entry.line ? (lineModel ? localize(lineModel.schema.title, language) : entry.line.key) : '';
    const subject = entry.line ? `${lineTitle} #${entry.line.no}` : '';

    let state: HistoryItem['state'];
    const statusFields = new Set(entryModel ? lifecyclesOf(entryModel.schema).map((l) => l.field) : []);
    const changes: HistoryChange[] = [];
    for (const [name, [from, to]] of expandExt(entry.changed)) {
      if (ENGINE_FIELDS.has(name) || name === parentField) continue;
      const field = fields[name];
      const title = field ? localize(field.title, language) : name;
      const labels = entry.labels?.[name];
      const fromText = valueText(field, from, labels?.[0], language, { ...rowNow, ...before });
      const toText = valueText(field, to, labels?.[1], language, { ...rowNow, ...after });
      // A state moved by a transition is the item's headline, not a field change.
      if (statusFields.has(name) && entry.action !== 'create') {
        state = { title, from: fromText, to: toText };
        continue;
      }
      // A created or deleted row lists only its values, not empty → value.
      if (entry.action === 'create' && (to === null || to === undefined || to === '')) continue;
      changes.push({ field: name, title, from: fromText, to: toText });
    }
    if (entry.action === 'delete' || (entry.action === 'create' && !entry.line)) changes.length = 0;
    // In the schema's order (the stored entry's keys come back in the database's order).
    const order = Object.keys(fields);
    changes.sort((a, b) => (order.indexOf(a.field) + 1 || order.length + 1) - (order.indexOf(b.field) + 1 || order.length + 1));

    const operation = entry.operation;
    let headline = t(ACTION_TEXT[entry.action]);
    const params: HistoryItem['params'] = [];
    if (operation?.kind === 'transition') {
      const found = entryModel ? findTransition(entryModel.schema, operation.name) : undefined;
      headline = found ? localize(found.transition.title, language) : operation.name;
    } else if (operation?.kind === 'command') {
      const command = entryModel?.schema.commands?.[operation.name];
      headline = command ? localize(command.title, language) : operation.name;
      // In the command's order of parameters (the stored entry's keys come back in the database's order).
      const declared = Object.keys(command?.params ?? {});
      const given = Object.entries(operation.params ?? {}).sort(([a], [b]) => (declared.indexOf(a) + 1 || declared.length + 1) - (declared.indexOf(b) + 1 || declared.length + 1));
      for (const [name, value] of given) {
        if (value === null || value === undefined || value === '') continue;
        const field = command?.params?.[name];
        params.push({ title: field ? localize(field.title, language) : name, value: valueText(field, value, undefined, language, { ...rowNow, ...after }) });
      }
    }
    const item: HistoryItem = {
      key: String(entry.id),
      who: entry.nickname && entry.nickname !== entry.username ? `${entry.nickname} (${entry.username})` : entry.username,
      at: formatDateTime(entry.at),
      action: entry.action,
      subject,
      headline,
      state,
      params,
      changes,
      color: entry.action === 'create' ? 'green' : entry.action === 'delete' ? 'red' : operation ? 'blue' : 'gray',
    };

    // The writes of one command on one row at one moment (its fields, then its transition) read as one item.
    const same = previous && operation && previous.entry.operation?.kind === operation.kind && previous.entry.operation.name === operation.name
      && previous.entry.entityId === entry.entityId && previous.entry.rowId === entry.rowId && previous.entry.username === entry.username
      && Math.abs(Date.parse(previous.entry.at) - Date.parse(entry.at)) < SAME_CALL_MS;
    if (same && previous) {
      previous.item.state ??= item.state;
      previous.item.changes.push(...item.changes);
      if (!previous.item.params.length) previous.item.params.push(...item.params);
      continue;
    }
    items.push(item);
    previous = { entry, item };
  }
  return items;
}
