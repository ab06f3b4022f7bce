/**
 * A person's column settings of a list (order, hidden columns, widths), kept per user on the server under
 * `list-columns:{entityId}` (docs/api.md, per-user list settings) through an injected {@link SettingsStore}.
 * Pure functions: a stored value is checked and fitted to the schema's current columns before use.
 */

export interface ColumnSettings {
  /** Every column, in display order. */
  order: string[];
  hidden: string[];
  /** Widths in pixels set by the person. */
  widths: Record<string, number>;
}

/** Where per-user settings live (`GET`/`PUT /api/clearway/user-settings/{key}` in the app; memory in tests). */
export interface SettingsStore {
  load(key: string): Promise<unknown>;
  save(key: string, value: unknown): Promise<void>;
}

/** The key of an entity's column settings. */
export const columnSettingsKey = (entityId: string) => `list-columns:${entityId}`;

/** The schema's own layout: its columns in order, all shown, default widths. */
export function defaultColumnSettings(columns: readonly string[]): ColumnSettings {
  return { order: [...columns], hidden: [], widths: {} };
}

/**
 * A stored value fitted to the current columns: unknown columns dropped, new ones appended, bad widths ignored;
 * the defaults when the value is not settings at all.
 */
export function fitColumnSettings(stored: unknown, columns: readonly string[]): ColumnSettings {
  if (!stored || typeof stored !== 'object') return defaultColumnSettings(columns);
  const value = stored as Partial<ColumnSettings>;
  const known = new Set(columns);
  const order = (Array.isArray(value.order) ? value.order : []).filter((c): c is string => typeof c === 'string' && known.has(c));
  const orderSet = new Set(order);
  const widths: Record<string, number> = {};
  for (const [column, width] of Object.entries(value.widths ?? {})) if (known.has(column) && typeof width === 'number' && width >= 40 && width <= 2000) widths[column] = width;
  return {
    order: [...new Set(order)].concat(columns.filter((c) => !orderSet.has(c))),
    hidden: (Array.isArray(value.hidden) ? value.hidden : []).filter((c): c is string => typeof c === 'string' && known.has(c)),
    widths,
  };
}

/** The columns shown, in order. */
export function shownColumns(settings: ColumnSettings): string[] {
  const hidden = new Set(settings.hidden);
  return settings.order.filter((column) => !hidden.has(column));
}

/** Shows or hides a column (the last shown column stays). */
export function toggleColumn(settings: ColumnSettings, column: string): ColumnSettings {
  if (settings.hidden.includes(column)) return { ...settings, hidden: settings.hidden.filter((c) => c !== column) };
  if (shownColumns(settings).length <= 1) return settings;
  return { ...settings, hidden: [...settings.hidden, column] };
}

/** Moves a column one place up (-1) or down (+1). */
export function moveColumn(settings: ColumnSettings, column: string, step: -1 | 1): ColumnSettings {
  const order = [...settings.order];
  const from = order.indexOf(column);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return settings;
  [order[from], order[to]] = [order[to]!, order[from]!];
  return { ...settings, order };
}

/** Sets a column's width (undefined: back to the default). */
export function setColumnWidth(settings: ColumnSettings, column: string, width: number | undefined): ColumnSettings {
  const widths = { ...settings.widths };
  if (width === undefined) delete widths[column];
  else widths[column] = Math.round(width);
  return { ...settings, widths };
}
