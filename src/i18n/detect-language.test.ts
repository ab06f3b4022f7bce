import { detectLanguage } from './detect-language';

describe('detectLanguage', () => {
  it('takes the cookie first', () => {
    expect(detectLanguage('zh', ['en-US'])).toBe('zh');
    expect(detectLanguage('en', ['zh-CN'])).toBe('en');
  });
  it('then the first browser language it knows', () => {
    expect(detectLanguage(undefined, ['fr-FR', 'zh-CN'])).toBe('zh');
    expect(detectLanguage('de', ['en-GB'])).toBe('en');
  });
  it('else English', () => {
    expect(detectLanguage(undefined, ['fr-FR'])).toBe('en');
    expect(detectLanguage(undefined, [])).toBe('en');
  });
});
