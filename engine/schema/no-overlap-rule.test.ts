/** The rules across rows (`noOverlap`, `onlyOne`): checked by schemas:check here, left to the server by the form's rule checks. */
import { checkRules } from '../validation/rules';
import { computeRuleProblems } from './compute-check';
import type { EntitySchema } from './entity-schema';

const t = { zh: '字段', en: 'Field' };
const schema = (rules: EntitySchema['rules'], storage = true): EntitySchema => ({
  id: 'test.rate', title: t, api: { pattern: 'admin', entity: 'rate' },
  ...(storage ? { storage: { table: 'test_rate' } } : {}),
  fields: { pair: { type: 'string', title: t }, from: { type: 'string', format: 'date', title: t }, to: { type: 'string', format: 'date', title: t }, note: { type: 'string', title: t } },
  list: { columns: ['pair'] }, rules,
} as EntitySchema);
const check = (s: EntitySchema) => computeRuleProblems(s, new Map([[s.id, s]])).map((p) => `${p.path}: ${p.message}`);

describe('the noOverlap rule', () => {
  it('passes day ranges per existing fields', () => {
    expect(check(schema([{ noOverlap: ['from', 'to'], per: ['pair'] }]))).toEqual([]);
  });

  it('refuses unknown fields, text ranges and a schema without a table', () => {
    expect(check(schema([{ noOverlap: ['from', 'until'], per: ['currency'] }]))).toEqual(['/rules/0/noOverlap/1: unknown field "until"', '/rules/0/per/0: unknown field "currency"']);
    expect(check(schema([{ noOverlap: ['from', 'note'] }]))).toEqual(['/rules/0/noOverlap: the range fields are days (format date) or numbers']);
    expect(check(schema([{ noOverlap: ['from', 'to'] }], false))).toEqual(['/rules/0/noOverlap: a rule across rows needs storage']);
  });

  it('is not the form’s: checkRules leaves it to the server', () => {
    expect(checkRules([{ noOverlap: ['from', 'to'], per: ['pair'] }], { from: '2026-01-02', to: '2026-01-01' }, () => [], 'zh')).toEqual([]);
  });
});

describe('the onlyOne rule', () => {
  it('passes a value per existing fields', () => {
    expect(check(schema([{ onlyOne: { field: 'note', value: 'main' }, per: ['pair'] }]))).toEqual([]);
  });

  it('refuses unknown fields and a schema without a table', () => {
    expect(check(schema([{ onlyOne: { field: 'isMain', value: 1 }, per: ['currency'] }]))).toEqual(['/rules/0/onlyOne/field: unknown field "isMain"', '/rules/0/per/0: unknown field "currency"']);
    expect(check(schema([{ onlyOne: { field: 'note', value: 'main' } }], false))).toEqual(['/rules/0/onlyOne: a rule across rows needs storage']);
  });

  it('is not the form’s: checkRules leaves it to the server', () => {
    expect(checkRules([{ onlyOne: { field: 'note', value: 'main' }, per: ['pair'] }], { note: 'main' }, () => [], 'zh')).toEqual([]);
  });
});
