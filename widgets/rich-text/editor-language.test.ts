import { EDITOR_LANGUAGES, editorLanguageOptions, tinymceLanguage } from './editor-language';

describe('tinymceLanguage', () => {
  it.each([
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['es', 'es'],
    ['ja', 'ja'],
    ['JA_jp', 'ja'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['constructor', 'en'],
  ])('%j → %s', (language, code) => {
    expect(tinymceLanguage(language)).toBe(code);
  });

  it('speaks the four languages of the spec', () => {
    expect([...EDITOR_LANGUAGES]).toEqual(['en', 'zh', 'es', 'ja']);
  });
});

describe('editorLanguageOptions', () => {
  const packs = { 'zh-CN': '/assets/zh-CN-1.js', ja: '/assets/ja-2.js' };

  it('points TinyMCE at the pack of the language', () => {
    expect(editorLanguageOptions('zh', packs)).toEqual({ language: 'zh-CN', language_url: '/assets/zh-CN-1.js' });
    expect(editorLanguageOptions('ja', packs)).toEqual({ language: 'ja', language_url: '/assets/ja-2.js' });
  });

  it('asks for nothing in English, or when the pack is missing', () => {
    expect(editorLanguageOptions('en', packs)).toEqual({});
    expect(editorLanguageOptions('es', packs)).toEqual({});
    expect(editorLanguageOptions('zh', {})).toEqual({});
  });
});
