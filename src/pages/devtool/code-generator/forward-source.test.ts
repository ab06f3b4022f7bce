import type { EntitySchema } from '../../../../engine/schema/entity-schema';
import { sourceSchema, withRoute, withTable } from './forward-source';

const schema = { id: 'gen.rate', title: { zh: '费率', en: 'Rates' }, route: '/rate' } as unknown as EntitySchema;

describe('sourceSchema', () => {
  it('takes the handed-over draft when it is there', () => {
    expect(sourceSchema('draft', { status: 'ready', schema }, '')).toEqual({ status: 'ready', schema });
    expect(sourceSchema('draft', { status: 'broken' }, '{}')).toEqual({ status: 'none' });
  });

  it('parses the pasted JSON, with the position of an error', () => {
    expect(sourceSchema('pasted', { status: 'none' }, '  ')).toEqual({ status: 'none' });
    expect(sourceSchema('pasted', { status: 'none' }, JSON.stringify(schema))).toEqual({ status: 'ready', schema });
    expect(sourceSchema('pasted', { status: 'none' }, '[]')).toEqual({ status: 'notObject' });
    expect(sourceSchema('pasted', { status: 'none' }, '{\n"id": }')).toMatchObject({ status: 'jsonError', position: { line: 2 } });
  });
});

describe('withRoute', () => {
  it('sets, keeps or removes the route', () => {
    expect(withRoute(schema, ' /rate ')).toBe(schema);
    expect(withRoute(schema, '/rates').route).toBe('/rates');
    expect('route' in withRoute(schema, '')).toBe(false);
    expect(schema.route).toBe('/rate');
  });
});

describe('withTable', () => {
  const schema = { id: 'gen.x', storage: { table: 'base_carrier', unique: [['code']] } } as unknown as EntitySchema;
  it('moves the schema to another table, keeping its unique keys', () => {
    expect(withTable(schema, ' gen_x ').storage).toEqual({ table: 'gen_x', unique: [['code']] });
  });
  it('keeps the schema as it is for an empty or unchanged table', () => {
    expect(withTable(schema, '')).toBe(schema);
    expect(withTable(schema, 'base_carrier')).toBe(schema);
  });
});
