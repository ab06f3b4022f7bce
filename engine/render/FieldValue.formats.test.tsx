// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { FieldSchema } from '../schema/entity-schema';
import { renderEngine } from './testing/render-engine';
import { FieldValue } from './FieldValue';

const field = (f: Partial<FieldSchema>) => ({ type: 'string', title: { zh: 'x', en: 'x' }, ...f }) as FieldSchema;

describe('FieldValue in a display format', () => {
  it('draws money with the currency of its row', () => {
    renderEngine(<FieldValue field={field({ type: 'number', 'x-format': 'money', 'x-currency': 'currency' })} value="2400.005" row={{ currency: '142' }} />);
    expect(screen.getByText('2,400.01 CNY')).toBeTruthy();
  });

  it('draws a status as a tag coloured by the declared colour or by meaning', () => {
    const state = field({ enum: ['registered', 'rejected'], 'x-enum-titles': [{ zh: '已登记', en: 'Registered' }, { zh: '已驳回', en: 'Rejected' }], 'x-format': 'status', 'x-colors': { registered: 'purple' } });
    const view = renderEngine(<><FieldValue field={state} value="rejected" /><FieldValue field={state} value="registered" /></>);
    const tags = view.container.querySelectorAll('.ant-tag');
    expect([...tags].map((tag) => tag.textContent)).toEqual(['已驳回', '已登记']);
    expect(tags[0]!.className).toContain('ant-tag-red');
    expect(tags[1]!.className).toContain('ant-tag-purple');
    expect((tags[0] as HTMLElement).style.textOverflow).toBe('ellipsis');
  });

  it('draws files as download links by name, e-mail as a mailto link, a phone as sent', () => {
    const view = renderEngine(<>
      <FieldValue field={field({ type: 'array', 'x-component': 'Upload' })} value={[{ key: 'a'.repeat(32), name: '发票.pdf' }]} />
      <FieldValue field={field({ format: 'email' })} value="ops@example.com" />
      <FieldValue field={field({ 'x-format': 'phone' })} value="138****5678" />
    </>);
    const file = screen.getByText('发票.pdf');
    expect(file.getAttribute('href')).toBe(`/api/bdttms/file/downloadFile?key=${'a'.repeat(32)}&name=${encodeURIComponent('发票.pdf')}`);
    expect(screen.getByText('ops@example.com').getAttribute('href')).toBe('mailto:ops@example.com');
    expect(screen.getByText('138****5678').tagName).toBe('SPAN');
    expect(view.container.textContent).toContain('138****5678');
  });

  it('draws nothing for an empty value and a reference by its label', () => {
    const view = renderEngine(<>
      <FieldValue field={field({ 'x-format': 'status', enum: ['a'] })} value={null} />
      <FieldValue field={field({ 'x-ref': { entity: 'base.carrier', value: 'carrierCode', label: 'carrierName' } })} value="JD" label="京东物流" />
    </>);
    expect(view.container.querySelector('.ant-tag')).toBeNull();
    expect(screen.getByText('京东物流').getAttribute('title')).toBe('JD');
  });
});
