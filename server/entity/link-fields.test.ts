import { linkValues } from './link-fields';

describe('linkValues', () => {
  it('keeps each value once, ids as numbers, and drops empty ones', () => {
    expect(linkValues([3, '3', '12', 'ROLE_X', '', null, 12])).toEqual([3, 12, 'ROLE_X']);
  });

  it('reads nothing from an empty value and one value as a list of one', () => {
    expect(linkValues(undefined)).toEqual([]);
    expect(linkValues('')).toEqual([]);
    expect(linkValues(7)).toEqual([7]);
  });
});
