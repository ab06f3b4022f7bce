import { checkRules, ruleLineKeys, type RuleSpec } from './rules';

const validity: RuleSpec = {
  if: { any: [{ field: 'validTo', op: 'empty' }, { field: 'validTo', op: 'gt', ref: 'validFrom' }] },
  field: 'validTo',
  message: { zh: '失效日期须晚于生效日期', en: 'valid-to must be after valid-from' },
};
const bands: RuleSpec = { lines: 'bands', contiguous: ['weightFrom', 'weightTo'], startsAt: 0 };
const atLeastOne: RuleSpec = { lines: 'bands', minLines: 1 };
const names = { childTitle: () => '重量段', fieldTitle: (_key: string, field: string) => ({ weightFrom: '起始重量', weightTo: '截止重量' })[field] };

function check(values: Record<string, unknown>, lines: Record<string, unknown>[], lang: 'zh' | 'en' = 'en') {
  return checkRules([validity, atLeastOne, bands], values, (key) => (key === 'bands' ? lines : undefined), lang, names);
}

describe('checkRules', () => {
  it('passes valid data', () => {
    expect(check({ validFrom: '2026-01-01', validTo: '2026-12-31' }, [{ weightFrom: 0, weightTo: 1 }, { weightFrom: '1', weightTo: '30' }])).toEqual([]);
  });

  it('names the field of a condition rule', () => {
    expect(check({ validFrom: '2026-02-01', validTo: '2026-01-01' }, [{ weightFrom: 0, weightTo: 1 }])).toEqual([{ field: 'validTo', message: 'valid-to must be after valid-from' }]);
    expect(check({ validFrom: '2026-02-01' }, [{ weightFrom: 0, weightTo: 1 }])).toEqual([]);
  });

  it('asks for at least one line', () => {
    expect(check({}, [], 'zh')).toEqual([{ field: 'bands', message: '重量段至少需要 1 行' }]);
  });

  it('names the row of a gap, an overlap, a wrong start and a reversed band', () => {
    expect(check({}, [{ weightFrom: 0, weightTo: 1 }, { weightFrom: 2, weightTo: 5 }], 'zh')).toEqual([
      { field: 'bands[1].weightFrom', message: '重量段第 2 行：与上一行之间有空缺（1 至 2）' },
    ]);
    expect(check({}, [{ weightFrom: 0, weightTo: 1 }, { weightFrom: 1, weightTo: 5 }, { weightFrom: 4, weightTo: 9 }])).toEqual([
      { field: 'bands[2].weightFrom', message: '重量段 row 3: overlaps the previous row (4 is below 5)' },
    ]);
    expect(check({}, [{ weightFrom: 0.5, weightTo: 1 }])).toEqual([{ field: 'bands[0].weightFrom', message: '重量段 row 1: 起始重量 must start at 0' }]);
    expect(check({}, [{ weightFrom: 0, weightTo: 0 }])[0]).toEqual({ field: 'bands[0].weightTo', message: '重量段 row 1: 截止重量 must be above 起始重量' });
  });

  it('orders the bands by their start, whatever the shown order', () => {
    expect(check({}, [{ weightFrom: 1, weightTo: 30 }, { weightFrom: 0, weightTo: 1 }])).toEqual([]);
  });

  it('checks each group of lines on its own with `per` (the bands of each area)', () => {
    const perArea: RuleSpec = { lines: 'bands', contiguous: ['weightFrom', 'weightTo'], startsAt: 0, per: ['area'] };
    const lines = [{ area: 'A', weightFrom: 0, weightTo: 1 }, { area: 'B', weightFrom: 0, weightTo: 3 }, { area: 'A', weightFrom: 1, weightTo: 5 }, { area: 'B', weightFrom: 2, weightTo: 5 }];
    expect(checkRules([perArea], {}, () => lines, 'en', names)).toEqual([{ field: 'bands[3].weightFrom', message: '重量段 row 4: overlaps the previous row (2 is below 3)' }]);
    expect(checkRules([perArea], {}, () => lines.slice(0, 3), 'en', names)).toEqual([]);
  });

  it('leaves empty bounds to the required check', () => {
    expect(check({}, [{ weightFrom: 0, weightTo: 1 }, { weightFrom: null, weightTo: 3 }])).toEqual([]);
  });

  it('uses the rule’s own message when it has one', () => {
    const own: RuleSpec = { lines: 'bands', minLines: 2, message: { zh: '至少两段', en: 'two bands at least' } };
    expect(checkRules([own], {}, () => [{}], 'en')).toEqual([{ field: 'bands', message: 'two bands at least' }]);
  });

  it('lists the child keys the rules read', () => {
    expect(ruleLineKeys([validity, atLeastOne, bands])).toEqual(['bands']);
  });
});
