import { accountPagesTexts } from './account-pages-texts';
import { loginTexts } from './texts';

function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keys(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('login texts', () => {
  it('has every text in both languages, none empty', () => {
    expect(keys(loginTexts.en).sort()).toEqual(keys(loginTexts.zh).sort());
    expect(keys(accountPagesTexts.en).sort()).toEqual(keys(accountPagesTexts.zh).sort());
    for (const language of [loginTexts.zh, loginTexts.en, accountPagesTexts.zh, accountPagesTexts.en]) {
      for (const key of keys(language)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], language);
        expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
      }
    }
  });

  it('keeps the spec 01 §5 password messages exactly', () => {
    const rules = loginTexts.zh.passwordRules as Record<string, string>;
    expect(rules.tooShort).toBe('密码长度最小为8位！');
    expect(rules.mismatch).toBe('密码和确认密码不一致！');
    expect(rules.newMismatch).toBe('新密码和确认新密码不一致！');
  });
});
