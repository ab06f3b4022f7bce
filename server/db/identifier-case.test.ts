import { columnName, fieldName } from '../../engine/schema/entity-model';
import { defaultEntityRegistry } from '../entity/entity-registry';
import { identifierCase } from './identifier-case';

/** The plugin's own mapping, reached as the query builder uses it. */
const plugin = identifierCase() as unknown as { snakeCase(name: string): string; camelCase(name: string): string };

describe('identifier case', () => {
  it('maps names as the entity engine does, both ways, for the names the spec uses', () => {
    for (const name of ['carrierCode', 'totalCBM', 'isHKClear', 'cmTwoCFreightQuote', 'tenantId', 'order2024', 'x']) {
      expect(plugin.snakeCase(name), name).toBe(columnName(name));
      expect(plugin.camelCase(plugin.snakeCase(name)), name).toBe(name);
      expect(fieldName(columnName(name)), name).toBe(name);
    }
    expect(plugin.snakeCase('cmTwoCFreightQuote')).toBe('cm_two_c_freight_quote');
    expect(plugin.snakeCase('totalCBM')).toBe('total_c_b_m');
  });

  it('agrees with the engine for every table and stored field of the repository’s schemas', () => {
    for (const model of defaultEntityRegistry().stored()) {
      expect(plugin.snakeCase(fieldName(model.table!))).toBe(model.table);
      for (const column of model.columns) {
        expect(plugin.snakeCase(column.field), `${model.id}.${column.field}`).toBe(column.column);
        expect(plugin.camelCase(column.column), `${model.id}.${column.column}`).toBe(column.field);
      }
    }
  });
});
