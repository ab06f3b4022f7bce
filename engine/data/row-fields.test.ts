import { isExtField, readField, writeFields } from './row-fields';

describe('row fields', () => {
  it('tells custom fields by their prefix', () => {
    expect(isExtField('ext_region')).toBe(true);
    expect(isExtField('extent')).toBe(false);
    expect(isExtField('paramKey')).toBe(false);
  });

  it('reads base fields from the row and custom fields from its ext object', () => {
    const row = { id: 1, paramKey: 'k', ext: { ext_region: 'North' } };
    expect(readField(row, 'paramKey')).toBe('k');
    expect(readField(row, 'ext_region')).toBe('North');
    expect(readField(row, 'ext_missing')).toBeUndefined();
    expect(readField({ id: 2, ext: null }, 'ext_region')).toBeUndefined();
    expect(readField({ id: 3 }, 'ext_region')).toBeUndefined();
  });

  it('writes custom fields into ext, keeping the custom values the form did not show', () => {
    expect(writeFields({ paramKey: 'k', ext_region: 'South' }, { ext_region: 'North', ext_size: 3 })).toEqual({
      paramKey: 'k',
      ext: { ext_region: 'South', ext_size: 3 },
    });
  });

  it('sends no ext when there is neither a custom value nor a previous one', () => {
    expect(writeFields({ paramKey: 'k' })).toEqual({ paramKey: 'k' });
    expect(writeFields({ paramKey: 'k' }, { ext_size: 3 })).toEqual({ paramKey: 'k', ext: { ext_size: 3 } });
  });
});
