import { ruleHolds, whenRequiredMissing, whenState, type WhenRule } from './when-rules';

const of = (values: Record<string, unknown>) => (name: string) => values[name];
const company: WhenRule = { field: 'kind', in: ['company'], then: 'require' };

describe('ruleHolds', () => {
  it('holds `in` for one of the values, numbers as numbers, multi-choice values by any item', () => {
    expect(ruleHolds(company, of({ kind: 'company' }))).toBe(true);
    expect(ruleHolds(company, of({ kind: 'person' }))).toBe(false);
    expect(ruleHolds(company, of({}))).toBe(false);
    const level: WhenRule = { field: 'level', in: [2, 3], then: 'show' };
    expect(ruleHolds(level, of({ level: '3' }))).toBe(true);
    expect(ruleHolds(level, of({ level: 1 }))).toBe(false);
    expect(ruleHolds({ field: 'flag', in: [true], then: 'show' }, of({ flag: true }))).toBe(true);
    expect(ruleHolds({ field: 'flag', in: [true], then: 'show' }, of({ flag: false }))).toBe(false);
    expect(ruleHolds({ field: 'tags', in: ['b'], then: 'show' }, of({ tags: ['a', 'b'] }))).toBe(true);
  });

  it('holds `filled` for any value but an empty one', () => {
    const filled: WhenRule = { field: 'invoice', filled: true, then: 'show' };
    expect(ruleHolds(filled, of({ invoice: 'ACME' }))).toBe(true);
    expect(ruleHolds(filled, of({ invoice: 0 }))).toBe(true);
    for (const empty of [undefined, null, '', '  ', []]) expect(ruleHolds(filled, of({ invoice: empty }))).toBe(false);
  });
});

describe('whenState', () => {
  it('is visible, optional and editable without rules', () => {
    expect(whenState(undefined, of({}))).toEqual({ visible: true, required: false, disabled: false });
  });

  it('applies a kind when any of its rules holds', () => {
    const rules: WhenRule[] = [
      { field: 'kind', in: ['company'], then: 'show' }, { field: 'vip', filled: true, then: 'show' },
      company, { field: 'locked', in: [true], then: 'disable' },
    ];
    expect(whenState(rules, of({ kind: 'person' }))).toEqual({ visible: false, required: false, disabled: false });
    expect(whenState(rules, of({ kind: 'person', vip: 'Y' }))).toEqual({ visible: true, required: false, disabled: false });
    expect(whenState(rules, of({ kind: 'company', locked: true }))).toEqual({ visible: true, required: true, disabled: true });
  });

  it('does not require a field its show rules hide', () => {
    expect(whenState([{ field: 'a', filled: true, then: 'show' }, { field: 'b', filled: true, then: 'require' }], of({ b: 1 })).required).toBe(false);
  });
});

describe('whenRequiredMissing', () => {
  const fields = {
    kind: {},
    taxNo: { 'x-when': [company] },
    total: { 'x-compute': 'a + b', 'x-when': [company] },
    stamp: { readOnly: true, 'x-when': [company] },
  };

  it('names the empty fields a holding rule requires, not the server’s own', () => {
    expect(whenRequiredMissing(fields, { kind: 'company' })).toEqual(['taxNo']);
    expect(whenRequiredMissing(fields, { kind: 'company', taxNo: ' ' })).toEqual(['taxNo']);
    expect(whenRequiredMissing(fields, { kind: 'company', taxNo: '91310000' })).toEqual([]);
    expect(whenRequiredMissing(fields, { kind: 'person' })).toEqual([]);
  });
});
