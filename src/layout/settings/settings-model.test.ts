import { antdSize, DEFAULT_SETTINGS, parseSettings, parseSize } from './settings-model';

describe('settings model', () => {
  it('defaults the size to small unless a known size is stored', () => {
    expect(parseSize(undefined)).toBe('small');
    expect(parseSize('huge')).toBe('small');
    expect(parseSize('medium')).toBe('medium');
  });
  it('maps the four sizes onto antd', () => {
    expect(antdSize('default')).toEqual({ componentSize: 'large', compact: false });
    expect(antdSize('mini')).toEqual({ componentSize: 'small', compact: true });
  });
  it('repairs stored settings value by value', () => {
    expect(parseSettings('not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{"themeColor":"red","tagsView":false}')).toEqual({ ...DEFAULT_SETTINGS, tagsView: false });
    expect(parseSettings('{"themeColor":"#11a983"}').themeColor).toBe('#11a983');
  });
});
