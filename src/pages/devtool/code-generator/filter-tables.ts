import type { TableInfo } from '../devtool-api';

/**
 * The database tables whose name or stored schema id holds the search text (any case); all of them without one.
 * @example filterTables(tables, 'carr') // base_carrier, legacy_carrier_rate …
 */
export function filterTables(tables: readonly TableInfo[], search: string): TableInfo[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...tables];
  return tables.filter((t) => t.table.toLowerCase().includes(needle) || (t.schemaId ?? '').toLowerCase().includes(needle));
}
