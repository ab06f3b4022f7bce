import { REGION_ROWS } from '../region-cascader/region-fixtures';
import { buildAddressTree, compareByFirstCharacter, firstCharacter, keysOfPath, nodeKey, pathOf, sortByFirstCharacter, toAddressRows, type AddressRow } from './address-tree-model';

const rows = toAddressRows(REGION_ROWS);
const labels = (nodes: { textEn: string }[]) => nodes.map((n) => n.textEn);

describe('sorting by the first character of textEn', () => {
  it('reads the first character, upper-cased, ignoring leading spaces', () => {
    expect([firstCharacter(' shenzhen'), firstCharacter('Évian'), firstCharacter(''), firstCharacter(undefined)]).toEqual(['S', 'É', '', '']);
  });

  it('orders alphabetically by that character alone, ignoring case and accents, keeping ties in their order', () => {
    const nodes = [{ textEn: 'Zhejiang' }, { textEn: 'shanghai' }, { textEn: 'Beijing' }, { textEn: 'Shenzhen' }, { textEn: 'Évora' }, { textEn: 'Sanya' }, { textEn: 'Anhui' }];
    expect(labels(sortByFirstCharacter(nodes))).toEqual(['Anhui', 'Beijing', 'Évora', 'shanghai', 'Shenzhen', 'Sanya', 'Zhejiang']);
    expect(compareByFirstCharacter({ textEn: 'Shenzhen' }, { textEn: 'Sanya' })).toBe(0);
  });

  it('puts nodes without a label last', () => {
    expect(labels(sortByFirstCharacter([{ textEn: '' }, { textEn: 'B' }, { textEn: 'A' }]))).toEqual(['A', 'B', '']);
  });

  it('sorts every level, without changing the input', () => {
    type N = { textEn: string; children?: N[] };
    const tree: N[] = [{ textEn: 'China', children: [{ textEn: 'Zhejiang', children: [{ textEn: 'Ningbo' }, { textEn: 'Hangzhou' }] }, { textEn: 'Beijing' }] }, { textEn: 'Australia' }];
    const sorted = sortByFirstCharacter(tree);
    expect(labels(sorted)).toEqual(['Australia', 'China']);
    expect(labels(sorted[1]!.children!)).toEqual(['Beijing', 'Zhejiang']);
    expect(labels(sorted[1]!.children![1]!.children!)).toEqual(['Hangzhou', 'Ningbo']);
    expect(labels(tree[0]!.children!)).toEqual(['Zhejiang', 'Beijing']);
  });
});

describe('buildAddressTree', () => {
  it('builds the whole tree from flat rows, each row under its parent, sorted at every level', () => {
    const tree = buildAddressTree(rows);
    expect(labels(tree)).toEqual(['Australia', 'China', 'Hong Kong, China']);
    const china = tree[1]!;
    expect(china).toMatchObject({ key: 'country:142', value: '142', level: 0, text: '中国', isLeaf: false });
    expect(labels(china.children!)).toEqual(['Beijing', 'Guangdong', 'Shanghai']);
    const guangdong = china.children![1]!;
    expect(labels(guangdong.children!)).toEqual(['Guangzhou', 'Shenzhen']);
    expect(guangdong.children![1]!.children![0]!.children![0]).toMatchObject({ key: 'town:440304004', isLeaf: true });
    // Loaded (the rows are the whole tree) and childless: a leaf.
    expect(tree[0]).toMatchObject({ textEn: 'Australia', isLeaf: true });
  });

  it('builds a lazily loaded tree: only loaded nodes have children, unloaded ones are not leaves', () => {
    const some = rows.filter((r) => r.level === 0 || (r.level === 1 && r.parentValue === '142'));
    const tree = buildAddressTree(some, { loaded: new Set(['country:142']) });
    expect(tree.map((n) => [n.textEn, n.isLeaf, n.children?.length])).toEqual([['Australia', false, undefined], ['China', false, 3], ['Hong Kong, China', false, undefined]]);
    expect(tree[1]!.children!.every((n) => !n.isLeaf && !n.children)).toBe(true);
  });

  it('stops at the depth offered, and leaves out rows whose parent is missing', () => {
    const tree = buildAddressTree(rows, { depth: 2 });
    expect(tree[1]!.children!.every((n) => n.isLeaf && !n.children)).toBe(true);
    const orphan: AddressRow = { level: 2, value: '999900', parentValue: '990000', textEn: 'Nowhere', text: '无' };
    expect(JSON.stringify(buildAddressTree([...rows, orphan]))).not.toContain('Nowhere');
  });

  it('falls back to the Chinese name when there is no textEn, and ignores other dictionaries', () => {
    const built = toAddressRows([{ dictionaryCode: 'country', dictionaryValue: '1', dictionaryName: '某国', dictionaryNameEn: null }, { dictionaryCode: 'currency', dictionaryValue: '142', dictionaryName: '人民币' }]);
    expect(built).toEqual([{ level: 0, value: '1', parentValue: null, textEn: '某国', text: '某国' }]);
  });

  it('walks from a node to its country', () => {
    expect(pathOf(rows, 'county:440304')).toEqual(['142', '440000', '440300', '440304']);
    expect(pathOf(rows, 'country:601')).toEqual(['601']);
    expect(pathOf(rows, 'city:000000')).toEqual([]);
    expect(keysOfPath(['142', '440000'])).toEqual(['country:142', 'province:440000']);
    expect(nodeKey(4, '440304004')).toBe('town:440304004');
  });
});
