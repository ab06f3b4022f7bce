// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { FieldSchema } from '../schema/entity-schema';
import { renderEngine } from './testing/render-engine';
import { FieldValue } from './FieldValue';
import { isHtmlField } from './format-field-value';

const content: FieldSchema = { type: 'string', title: { zh: '内容', en: 'Content' }, 'x-component': 'RichText', 'x-sanitize': 'html' };
const plain: FieldSchema = { type: 'string', title: { zh: '备注', en: 'Remark' } };

describe('FieldValue of an HTML field', () => {
  afterEach(() => {
    delete (window as { hacked?: unknown }).hacked;
  });

  it('knows an HTML field by its html sanitizer', () => {
    expect(isHtmlField(content)).toBe(true);
    expect(isHtmlField(plain)).toBe(false);
    expect(isHtmlField(undefined)).toBe(false);
  });

  it('draws the value as sanitised HTML: formatting and images stay, scripts and handlers go', async () => {
    const dirty = '<p>Hello <strong>world</strong><img src="/a.png" onerror="window.hacked=1"></p><script>window.hacked=2</script>';
    renderEngine(<FieldValue field={content} value={dirty} />);
    const html = await screen.findByTestId('html-value');
    expect(html.innerHTML).toBe('<p>Hello <strong>world</strong><img src="/a.png"></p>');
    expect(html.querySelector('strong')?.textContent).toBe('world');
    expect((window as { hacked?: unknown }).hacked).toBeUndefined();
  });

  it('draws nothing for an empty value, and a text field’s HTML as text', async () => {
    const view = renderEngine(<><FieldValue field={content} value="" /><FieldValue field={plain} value="<b>bold</b>" /></>);
    expect(await screen.findByText('<b>bold</b>')).toBeTruthy();
    expect(view.container.querySelector('[data-testid="html-value"]')).toBeNull();
    expect(view.container.querySelector('b')).toBeNull();
  });
});
