import { describe, expect, it } from 'vitest';
import { loadEntityFiles } from '../../../../../schemas/load-entity-files';
import { checkSchemaText, schemaText } from './schema-text-check';

const carrier = loadEntityFiles().map(({ json }) => json as Record<string, any>).find((schema) => schema.id === 'base.carrier')!;

describe('checkSchemaText', () => {
  it('passes a real schema and gives its value', () => {
    const checked = checkSchemaText(schemaText(carrier));
    expect(checked.problems).toEqual([]);
    expect(checked.value).toEqual(carrier);
  });

  it('reports a meta-schema problem at the line of its pointer, and still gives the value', () => {
    const schema = structuredClone(carrier);
    schema.fields.carrierCode.maxLength = 'twenty';
    const text = schemaText(schema);
    const line = text.split('\n').findIndex((l) => l.includes('"twenty"')) + 1;
    const checked = checkSchemaText(text);
    expect(checked.problems).toContainEqual(expect.objectContaining({ kind: 'meta', path: '/fields/carrierCode/maxLength', line }));
    expect(checked.value).toEqual(schema);
  });

  it('reports an unknown field of a list at its item', () => {
    const schema = structuredClone(carrier);
    schema.list.columns = [...schema.list.columns, 'nope'];
    const text = schemaText(schema);
    const checked = checkSchemaText(text);
    const problem = checked.problems.find((p) => p.kind === 'reference')!;
    expect(problem).toMatchObject({ path: `/list/columns/${schema.list.columns.length - 1}`, message: 'unknown field "nope"' });
    expect(text.slice(problem.from, problem.to)).toBe('"nope"');
  });

  it('reports a syntax error at its line, without a value', () => {
    const checked = checkSchemaText('{\n  "id": "x",\n  "title" {}\n}');
    expect(checked.value).toBeUndefined();
    expect(checked.problems).toEqual([expect.objectContaining({ kind: 'syntax', line: 3, syntax: { at: 25, code: 'colon' } })]);
  });
});
