import { loadEntityFiles, REPOSITORY_SCHEMA_DIR } from '../../schemas/load-entity-files';
import { entityWarnings } from './entity-warnings';

describe('entityWarnings', () => {
  it('warns about a schema without an item noun', () => {
    const warnings = entityWarnings([{ file: 'a.json', json: { id: 'x.a', title: { zh: 'A', en: 'As' } } }, { file: 'b.json', json: { id: 'x.b', item: { zh: 'B', en: 'b' } } }]);
    expect(warnings).toEqual([expect.objectContaining({ file: 'a.json', path: '/item' })]);
  });
  it('warns about a pattern whose message cannot say the format', () => {
    const fields = { code: { type: 'string', pattern: '^a$' }, key: { type: 'string', pattern: '^b$', 'x-pattern-message': { zh: 'b', en: 'b' } } };
    expect(entityWarnings([{ file: 'c.json', json: { item: { zh: 'C', en: 'c' }, fields } }])).toEqual([expect.objectContaining({ path: '/fields/code/pattern' })]);
  });
  it('has nothing to say about the repository schemas (each names its record)', () => {
    expect(entityWarnings(loadEntityFiles([REPOSITORY_SCHEMA_DIR]))).toEqual([]);
  });
});
