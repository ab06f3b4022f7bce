import { REGION_ROWS, fakeRegionQuery } from './region-fixtures';
import { clampDepth, levelOf, loadRegionChain, loadRegionLevel, toRegionPath } from './region-levels';
import { hasPath, labelOptions, optionsFromChain, pathLabels, toRegionOptions, withChildren, withFailedLoad } from './region-options';

const of = (code: string, parent?: string) => REGION_ROWS.filter((r) => r.dictionaryCode === code && (parent === undefined || r.parentValue === parent));

describe('region levels', () => {
  it('reads the countries from /addressCountry and the levels below from the region table', async () => {
    const qids: string[] = [];
    const source = { findAll: async <T,>(params: { qid: string }) => { qids.push(params.qid); return [] as T[]; } };
    await loadRegionLevel(source as never, 0);
    await loadRegionLevel(source as never, 1, '142');
    await loadRegionLevel(source as never, 4, '440305');
    expect(qids).toEqual(['FIND_REGION_COUNTRIES', 'FIND_REGION_CHILDREN', 'FIND_REGION_CHILDREN']);
  });

  it('knows the five levels and clamps a depth to them', () => {
    expect(levelOf('country')).toBe(0);
    expect(levelOf('town')).toBe(4);
    expect(levelOf('currency')).toBe(-1);
    expect([clampDepth(undefined), clampDepth(3), clampDepth(0), clampDepth(9), clampDepth(Number.NaN)]).toEqual([5, 3, 1, 5, 5]);
  });

  it('asks FIND_REGION_CHILDREN for the countries, then for the children of a parent', async () => {
    const { query, calls } = fakeRegionQuery();
    expect((await loadRegionLevel(query, 0)).map((r) => r.dictionaryValue)).toEqual(['142', '110', '601']);
    expect((await loadRegionLevel(query, 1, '142')).map((r) => r.dictionaryNameEn)).toEqual(['Guangdong', 'Shanghai', 'Beijing']);
    expect(await loadRegionLevel(query, 5, '440304004')).toEqual([]);
    expect(calls).toEqual([{ dictionaryCode: 'country' }, { dictionaryCode: 'province', parentValue: '142' }]);
  });

  it('loads the levels a stored path runs through, no deeper than the depth', async () => {
    const { query } = fakeRegionQuery();
    const levels = await loadRegionChain(query, ['142', '440000', '440300']);
    expect(levels.map((level) => level.map((r) => r.dictionaryValue))).toEqual([['142', '110', '601'], ['440000', '310000', '110000'], ['440300', '440100']]);
    expect(await loadRegionChain(query, ['142', '440000', '440300'], 2)).toHaveLength(2);
    expect(await loadRegionChain(query, [])).toHaveLength(1);
  });

  it('reads a stored value as a path', () => {
    expect(toRegionPath(['142', 440000, '', null])).toEqual(['142', '440000']);
    expect(toRegionPath('142')).toEqual([]);
    expect(toRegionPath(undefined)).toEqual([]);
  });
});

describe('cascader options', () => {
  it('maps one level to options in dictionaryOrder, leaves at the last level offered', () => {
    const shuffled = [...of('province', '142')].reverse();
    expect(toRegionOptions(shuffled, 1).map((o) => [o.value, o.isLeaf])).toEqual([['440000', false], ['310000', false], ['110000', false]]);
    expect(toRegionOptions(shuffled, 1, 2).every((o) => o.isLeaf)).toBe(true);
  });

  it('puts loaded children in place without changing the input; an empty load makes a leaf', () => {
    const countries = toRegionOptions(of('country'), 0);
    const withProvinces = withChildren(countries, ['142'], toRegionOptions(of('province', '142'), 1));
    expect(countries[0]!.children).toBeUndefined();
    expect(withProvinces[0]!.children!.map((o) => o.value)).toEqual(['440000', '310000', '110000']);
    const withCities = withChildren(withProvinces, ['142', '440000'], toRegionOptions(of('city', '440000'), 2));
    expect(withCities[0]!.children![0]!.children!.map((o) => o.value)).toEqual(['440300', '440100']);
    const leaf = withChildren(withCities, ['601'], []);
    expect(leaf[2]).toMatchObject({ value: '601', isLeaf: true, children: undefined });
  });

  it('marks a failed load so that the next click tries again', () => {
    const failed = withFailedLoad(toRegionOptions(of('country'), 0), ['142']);
    expect(failed[0]).toMatchObject({ children: [], isLeaf: false });
  });

  it('rebuilds a stored path from its levels, labelled in either language', () => {
    const levels = [of('country'), of('province', '142'), of('city', '440000')];
    const options = optionsFromChain(levels, ['142', '440000', '440300'], 3);
    expect(hasPath(options, ['142', '440000', '440300'])).toBe(true);
    expect(hasPath(options, ['142', '310000', '310100'])).toBe(false);
    expect(pathLabels(options, ['142', '440000', '440300'], 'en')).toEqual(['China', 'Guangdong', 'Shenzhen']);
    expect(pathLabels(options, ['142', '440000', '999999'], 'zh')).toEqual(['中国', '广东省', '999999']);
    const labelled = labelOptions(options, 'zh');
    expect(labelled[0]).toMatchObject({ value: '142', label: '中国', isLeaf: false });
    expect(labelled[0]!.children![0]!.children!.map((o) => [o.label, o.isLeaf])).toEqual([['深圳市', true], ['广州市', true]]);
  });

  it('keeps the levels it can when a stored value is no longer in them', () => {
    const options = optionsFromChain([of('country'), of('province', '142')], ['142', '440000'].map((v, i) => (i === 0 ? '999' : v)));
    expect(options.map((o) => o.value)).toEqual(['142', '110', '601']);
    expect(options.every((o) => !o.children)).toBe(true);
  });
});
