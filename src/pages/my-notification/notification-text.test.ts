// @vitest-environment jsdom
import { isMarkup, notificationPlainText, optionLabel } from './notification-text';

describe('notificationPlainText', () => {
  it('keeps plain text as it is', () => {
    expect(notificationPlainText('Line one\nLine two < 3 > 2')).toBe('Line one\nLine two < 3 > 2');
  });

  it('keeps only the text of HTML, with line breaks for blocks and <br>', () => {
    expect(notificationPlainText('<p>One</p><p>Two<br>Three</p><ul><li>a</li><li>b</li></ul>')).toBe('One\nTwo\nThree\na\nb');
  });

  it('drops scripts’ markup and never runs them', () => {
    (window as unknown as { hacked?: boolean }).hacked = false;
    const text = notificationPlainText('<p>Hi</p><img src=x onerror="window.hacked=true"><script>window.hacked=true</script>');
    expect(text).toBe('Hi');
    expect((window as unknown as { hacked?: boolean }).hacked).toBe(false);
  });

  it.each([null, undefined, ''])('reads %j as empty', (content) => {
    expect(notificationPlainText(content)).toBe('');
  });
});

describe('optionLabel', () => {
  const options = [{ value: 'high', label: '高', zh: '高', en: 'High' }];
  it('labels a value in the interface language, else shows the value', () => {
    expect(optionLabel(options, 'high', 'en')).toBe('High');
    expect(optionLabel(options, 'high', 'zh')).toBe('高');
    expect(optionLabel(options, 'urgent', 'en')).toBe('urgent');
  });
});

describe('isMarkup', () => {
  it('tells rich text (drawn as purified HTML) from plain text (drawn as written)', () => {
    expect(isMarkup('<p>Closed at <b>14:00</b></p>')).toBe(true);
    expect(isMarkup('盘点期间 a < b 暂停\n扫描')).toBe(false);
    expect(isMarkup('')).toBe(false);
    expect(isMarkup(null)).toBe(false);
  });
});
