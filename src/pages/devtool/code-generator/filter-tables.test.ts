import { filterTables } from './filter-tables';

const tables = [
  { table: 'base_carrier', columns: 12, schemaId: 'base.carrier' },
  { table: 'legacy_rate', columns: 5, schemaId: null },
];

describe('filterTables', () => {
  it('keeps every table without a search text', () => {
    expect(filterTables(tables, '  ')).toEqual(tables);
  });

  it('matches the table name or the schema id, in any case', () => {
    expect(filterTables(tables, 'RATE').map((t) => t.table)).toEqual(['legacy_rate']);
    expect(filterTables(tables, 'base.carr').map((t) => t.table)).toEqual(['base_carrier']);
    expect(filterTables(tables, 'zzz')).toEqual([]);
  });
});
