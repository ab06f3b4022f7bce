import { requestLanguage } from './language';

describe('requestLanguage', () => {
  it('prefers the language cookie over Accept-Language', () => {
    expect(requestLanguage({ cookie: 'a=1; language=en', 'accept-language': 'zh-CN' })).toBe('en');
    expect(requestLanguage({ cookie: 'language=zh', 'accept-language': 'en-US' })).toBe('zh');
  });
  it('falls back to Accept-Language, then Chinese', () => {
    expect(requestLanguage({ 'accept-language': 'en-GB,en;q=0.9' })).toBe('en');
    expect(requestLanguage({})).toBe('zh');
  });
});
