import { isPickable, tileWidth, UNDER_CONSTRUCTION_MESSAGE, WAREHOUSE_QUERY } from './warehouse-tiles';

describe('tileWidth', () => {
  it.each([
    [1, '100%'],
    [2, '50%'],
    [3, '33.3333%'],
    [4, '25%'],
    [5, '25%'],
    [12, '25%'],
  ])('gives %i tiles %s each', (count, width) => {
    expect(tileWidth(count)).toBe(width);
  });

  it('gives a lone tile (or none) the whole row', () => {
    expect(tileWidth(0)).toBe('100%');
  });
});

describe('isPickable', () => {
  it.each([
    [1, true],
    [0, true],
    ['3', true],
    [null, false],
    [undefined, false],
    ['', false],
    ['  ', false],
  ])('dictionaryOrder %j → %s', (dictionaryOrder, expected) => {
    expect(isPickable({ dictionaryOrder })).toBe(expected);
  });
});

it('asks for the wmsStash dictionary and keeps the spec’s message', () => {
  expect(WAREHOUSE_QUERY).toEqual({ qid: 'FIND_BASE_DICTIONARY_DETAIL', filters: { dictionaryCode: 'wmsStash' } });
  expect(UNDER_CONSTRUCTION_MESSAGE).toBe('under construction, stay tuned');
});
